/** The 16 questions of /faq, in order. */
export const faqItems: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: 'Is the comparison service really free?',
    answer:
      'Yes. Comparing plans, asking for a call back and switching through us costs you nothing. We may receive a referral fee or commission from a retailer when you switch, which does not change the price you pay.',
  },
  {
    question: 'Are you independent?',
    answer:
      'Yes. We are not owned by or affiliated with any energy retailer. Plans are ranked by their estimated cost for your usage, or by the sort you choose, never by commission.',
  },
  {
    question: 'How do you estimate what a plan would cost me?',
    answer:
      "We apply each plan's published supply charge, usage rates and feed-in tariff to the usage you enter, or to usage derived from your bill. Prices include GST. Estimates are indicative: your actual bill depends on your real usage.",
  },
  {
    question: 'How long does switching take?',
    answer:
      'Switching usually takes 10-15 business days. The change happens at your next meter read, usually within one billing cycle, and your power or gas stays on throughout.',
  },
  {
    question: 'Will my power be cut off when I switch?',
    answer:
      'No. Your local network business keeps delivering your energy through the same poles, wires and pipes. Only the company that bills you changes.',
  },
  {
    question: 'Can I change my mind after switching?',
    answer:
      'Yes. Market retail contracts have a 10 business day cooling-off period, during which you can cancel without penalty.',
  },
  {
    question: 'Do I need to contact my current retailer?',
    answer:
      'No. Your new retailer arranges the transfer and your old retailer sends a final bill. Check whether your current plan has an exit fee: most plans no longer do.',
  },
  {
    question: 'What do I need to compare plans?',
    answer:
      'Your postcode and either your usage in kWh or your bill amount. A recent bill gives the most accurate comparison, because it shows your usage and tariff.',
  },
  {
    question: 'What is an NMI or MIRN?',
    answer:
      'The National Meter Identifier (NMI) identifies your electricity connection; it is on your electricity bill and is 10 or 11 characters long. Gas connections have a 10-digit Meter Installation Registration Number (MIRN), shown on your gas bill.',
  },
  {
    question: 'I have solar panels. Can I still compare?',
    answer:
      'Yes. Choose the Solar option when you compare and we include feed-in tariffs, which pay you for the power you export. A higher feed-in tariff does not always mean a cheaper plan, so we compare the total cost.',
  },
  {
    question: 'Can businesses use the service?',
    answer:
      'Yes. Choose Business when you compare to see plans for small businesses. Large energy users on negotiated contracts should contact us for help.',
  },
  {
    question: 'What are the Default Market Offer and Victorian Default Offer?',
    answer:
      'They are government-set reference prices: the Default Market Offer (set by the Australian Energy Regulator) in NSW, south-east Queensland and South Australia, and the Victorian Default Offer in Victoria. Retailers must advertise their plans against them, which makes discounts easier to compare.',
  },
  {
    question: 'How up to date are the prices?',
    answer:
      'We update plans regularly from the tariffs retailers publish, and each plan shows when it was last updated. Retailers often change prices on 1 July.',
  },
  {
    question: 'Will I get marketing calls?',
    answer:
      'We only call you when you ask us to. Energy marketing calls in Australia must follow the National Energy Retail Rules and telemarketing standards, which limit the hours they can be made, and you can ask us to stop at any time.',
  },
  {
    question: 'How do you protect my personal information?',
    answer:
      'We handle it under the Privacy Act 1988 and the Australian Privacy Principles, share it with a retailer only when you ask us to arrange a switch, and never sell it. See our privacy policy for details.',
  },
  {
    question: 'What if I have a problem with my retailer?',
    answer:
      "Contact your retailer first. If it is not resolved, your state's free energy ombudsman scheme can help, such as the Energy and Water Ombudsman NSW or the Energy and Water Ombudsman Victoria. We are happy to point you in the right direction.",
  },
];
