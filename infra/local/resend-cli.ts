import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { applyLocalEnvironment } from './environment.ts';
import { republish } from './leads/resend.ts';
import { storedLead, storedLeads } from './leads/stored-leads.ts';
import { unsentLeads } from './leads/unsent.ts';
import { findRunningStack } from './stack-file.ts';

const DATA_DIR = '.data';

/**
 * `npm run --silent resend -- --lead ID`: publishes one stored lead's event
 * again. `--unsent`: lists stored leads no sent e-mail mentions (add
 * `--all` to resend each of them).
 */
const { values } = parseArgs({
  options: {
    lead: { type: 'string' },
    unsent: { type: 'boolean' },
    all: { type: 'boolean' },
  },
});
const running = findRunningStack(DATA_DIR);
if (!running?.busEndpoint) {
  console.error(
    'resend: no local stack is running here; start it with npm start',
  );
  process.exit(2);
}
applyLocalEnvironment({
  dynamodb: running.dynamodbEndpoint,
  bus: running.busEndpoint,
  ses: '',
});

if (values.unsent) {
  const leads = await unsentLeads(
    await storedLeads(running.dynamodbEndpoint),
    join(DATA_DIR, 'outbox'),
  );
  for (const lead of leads)
    console.log(`${lead.id}  ${lead.entity}  ${String(lead.createdAt ?? '')}`);
  if (values.all)
    for (const lead of leads)
      console.log(
        `${(await republish(lead)) ? 'republished' : 'FAILED     '} ${lead.id}`,
      );
  if (!leads.length)
    console.log('Every stored lead has an e-mail in the outbox.');
} else if (values.lead) {
  const lead = await storedLead(running.dynamodbEndpoint, values.lead);
  if (!lead) {
    console.error(`resend: no stored lead has id ${values.lead}`);
    process.exit(1);
  }
  const ok = await republish(lead);
  console.log(
    ok
      ? `republished ${lead.entity} ${lead.id}; its e-mail is sent unless it already was`
      : `resend: ${lead.id} could not be published (see the log above)`,
  );
  process.exitCode = ok ? 0 : 1;
} else {
  console.error(
    'usage: npm run --silent resend -- --lead ID | --unsent [--all]',
  );
  process.exit(2);
}
