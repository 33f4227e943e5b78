import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '#shared/domain/site-settings';
import { setTitleSiteName, usePageMeta } from './page-meta';

function Rates() {
  usePageMeta('Electricity rates', 'Every rate.');
  return null;
}

afterEach(() => setTitleSiteName(defaultSiteSettings.siteName));

describe('usePageMeta', () => {
  it('ends the title with the default name until the site has been renamed', () => {
    render(<Rates />);
    expect(document.title).toBe('Electricity rates | Energy Compare Australia');
  });

  it('ends the title with the name the page was built with until the settings are read', () => {
    // Arrange: a page the build named "Sun Compare".
    const tag = document.createElement('meta');
    tag.setAttribute('property', 'og:site_name');
    tag.setAttribute('content', 'Sun Compare');
    document.head.append(tag);
    try {
      // Act
      render(<Rates />);
      // Assert
      expect(document.title).toBe('Electricity rates | Sun Compare');
    } finally {
      tag.remove();
    }
  });

  it('takes a new site name at once on an open page', () => {
    render(<Rates />);
    act(() => setTitleSiteName('Sun Compare'));
    expect(document.title).toBe('Electricity rates | Sun Compare');
  });
});
