/**
 * The top plan of a comparison at 2000 on 300 kWh a month: the plan a
 * result card links first, for the benches that open or call its page.
 */
export async function topPlanAt2000(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/compare`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      postcode: '2000',
      usage: { kind: 'monthlyKwh', monthlyKwh: 300 },
    }),
  });
  if (!response.ok) throw new Error(`/api/compare answered ${response.status}`);
  const answer = (await response.json()) as {
    plans: { plan: { id: string } }[];
  };
  const id = answer.plans[0]?.plan.id;
  if (!id) throw new Error('no plan is offered at 2000');
  return id;
}
