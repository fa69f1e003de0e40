import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicUrls, robotsTxt, sitemapIndexXml, sitemapXml } from '../../build/siteFiles';
import { LOCALES } from '../i18n';

// vitest runs from the repository root.
const WEB = path.join(process.cwd(), 'web');

describe('sitemap.xml and robots.txt', () => {
  it('list the public pages, every gallery sample and every article', () => {
    const urls = publicUrls(WEB);
    for (const page of ['/', '/educators', '/about-us', '/contact', '/gallery', '/blog', '/policy'])
      expect(urls).toContain(page);
    // 16 samples, then five in other art styles and languages (issue 28).
    expect(urls.filter((u) => u.startsWith('/gallery/'))).toHaveLength(21);
    expect(urls).toContain('/gallery/le-chateau-de-sable-de-chloe');
    expect(urls.filter((u) => u.startsWith('/blog/'))).toHaveLength(7);
    expect(urls).toContain('/blog/the-neurological-power-of-stories-and-what-it-means-for-children');
    const xml = sitemapXml(WEB, 'https://storysprout.example');
    expect(xml).toContain('<loc>https://storysprout.example/gallery/amara-s-big-move</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(urls.length);
  });

  it('have one sitemap per language, each page with its six languages and x-default', () => {
    const urls = publicUrls(WEB);
    const index = sitemapIndexXml('https://storysprout.example');
    expect(index).toContain('<sitemapindex');
    for (const locale of LOCALES)
      expect(index).toContain(`<loc>https://storysprout.example/sitemap-${locale}.xml</loc>`);

    const spanish = sitemapXml(WEB, 'https://storysprout.example', 'es');
    expect(spanish.match(/<url>/g)).toHaveLength(urls.length);
    expect(spanish).toContain('<loc>https://storysprout.example/es/</loc>');
    expect(spanish).toContain('<loc>https://storysprout.example/es/gallery/amara-s-big-move</loc>');
    expect(spanish).not.toMatch(/<loc>https:\/\/storysprout\.example\/(?!es\/)/);
    // Every page lists its address in each language, and English as the default.
    expect(spanish.match(/<xhtml:link rel="alternate"/g)).toHaveLength(urls.length * 7);
    expect(spanish).toContain(
      '<xhtml:link rel="alternate" hreflang="de" href="https://storysprout.example/de/policy"/>',
    );
    expect(spanish).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://storysprout.example/policy"/>',
    );
  });

  it('point crawlers at the sitemap and away from signed-in pages', () => {
    const robots = robotsTxt('https://storysprout.example');
    expect(robots).toContain('Sitemap: https://storysprout.example/sitemap.xml');
    expect(robots).toContain('Disallow: /account');
    expect(robots).toContain('Disallow: /es/account');
    expect(robots).toContain('Allow: /');
  });
});
