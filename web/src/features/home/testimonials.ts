export interface Testimonial {
  readonly quote: string;
  readonly name: string;
  readonly place: string;
}

/** Nine customer testimonials for the home carousel. */
export const testimonials: readonly Testimonial[] = [
  {
    quote:
      'I entered my bill and had three cheaper plans in minutes. The switch took care of itself.',
    name: 'Sarah M.',
    place: 'Parramatta NSW',
  },
  {
    quote:
      'The call back came within the hour and they explained time-of-use pricing properly.',
    name: 'David K.',
    place: 'Geelong VIC',
  },
  {
    quote:
      'With solar, I never knew which feed-in tariff was actually better. Now I do.',
    name: 'Priya S.',
    place: 'Toowoomba QLD',
  },
  {
    quote:
      'Our café cut its electricity costs after comparing business plans here.',
    name: 'Marco R.',
    place: 'Norwood SA',
  },
  {
    quote:
      'Clear, honest, and they told me upfront how they get paid. Refreshing.',
    name: 'Helen T.',
    place: 'Hobart TAS',
  },
  {
    quote: 'We compared gas and electricity together and saved on both.',
    name: 'James L.',
    place: 'Ballarat VIC',
  },
  {
    quote:
      'The estimates matched my first bill on the new plan almost exactly.',
    name: 'Aisha B.',
    place: 'Newcastle NSW',
  },
  {
    quote:
      'I liked being able to filter for green energy without paying a fortune.',
    name: 'Tom W.',
    place: 'Fremantle WA',
  },
  {
    quote:
      'Friendly team, no pressure, and the cooling-off period was explained clearly.',
    name: 'Linh N.',
    place: 'Darwin NT',
  },
];
