import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { defaultPublicSettings } from '#shared/domain/site-settings';
import { Reasons } from './home-sections';

const settings = vi.hoisted(() => ({ maxCallbackWaitTime: 2 }));
vi.mock('@/features/site-settings/use-site-settings', () => ({
  useSiteSettings: () => ({ ...defaultPublicSettings, ...settings }),
}));

describe('the call back promise on home', () => {
  it('states the maximum wait staff set, not a fixed two hours', () => {
    settings.maxCallbackWaitTime = 4;
    const html = renderToStaticMarkup(<Reasons />);
    expect(html).toContain('We call back within 4 hours in business hours.');
    expect(html).not.toContain('2 hours');
  });

  it('says "1 hour" for a one-hour promise', () => {
    settings.maxCallbackWaitTime = 1;
    expect(renderToStaticMarkup(<Reasons />)).toContain('within 1 hour in');
  });
});
