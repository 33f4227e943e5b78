import * as Accordion from '@radix-ui/react-accordion';
import { faqItems } from '../faq-items';
import '../content.css';

/** One answer open at a time; the open one can be closed again. */
export function FaqAccordion() {
  return (
    <Accordion.Root type="single" collapsible className="accordion">
      {faqItems.map((item, i) => (
        <Accordion.Item key={item.question} value={`q${i + 1}`}>
          <Accordion.Header asChild>
            <h2 className="accordion-header">
              <Accordion.Trigger className="accordion-trigger">
                {item.question}
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content className="accordion-content" forceMount>
            <p>{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
