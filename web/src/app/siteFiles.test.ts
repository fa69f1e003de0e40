import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicUrls, robotsTxt, sitemapXml } from '../../build/siteFiles';

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

  it('point crawlers at the sitemap and away from signed-in pages', () => {
    const robots = robotsTxt('https://storysprout.example');
    expect(robots).toContain('Sitemap: https://storysprout.example/sitemap.xml');
    expect(robots).toContain('Disallow: /account');
    expect(robots).toContain('Allow: /');
  });
});
