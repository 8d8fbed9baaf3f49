// What the page router hands every page component (the page router, src/pages/[partner]/[...route].astro), and the heading
// each page shows: its copy `page.<view>.title|intro`, or for earn pages the CMS entry's title. The
// title is also the browser title; the not-found page's is its document title instead.
import type { EarnDetails } from '../content/models/earn-details.ts';
import type { PageRoute, View } from './routes.ts';
import type { Translate } from './text.ts';
import type { Site } from './types.ts';

export interface PageProps {
  route: PageRoute;
  /** The view whose body the page shows: the home route shows discover or how-it-works. */
  view: View;
  title: string;
  intro: string;
}

/** The earn_details entry an earn route was made from (none for built-in earn paths without one). */
export function earnEntryOf(site: Site, route: PageRoute): EarnDetails | undefined {
  return route.earnUrl ? site.content.earnDetails.find((entry) => entry.url === route.earnUrl) : undefined;
}

/** The view the home route shows below its jumbotron (partner setting homePage). */
export function bodyViewOf(site: Site, route: PageRoute): View {
  if (route.view !== 'home') return route.view;
  return site.settings.homePage === 'discover' && site.settings.hasDiscoverPage ? 'discover' : 'how-it-works';
}

export function pageProps(site: Site, t: Translate, route: PageRoute): PageProps {
  const view = bodyViewOf(site, route);
  if (view === 'not-found') return { route, view, ...notFoundMeta(site, t) };
  return {
    route,
    view,
    title: earnEntryOf(site, route)?.browser_title ?? t(`page.${view}.title`),
    intro: t(`page.${view}.intro`),
  };
}

/** Spec 000 §3: the not-found content has its own document title, so its browser title is that
 *  (not the heading); its tagline describes the page. NotFoundPage.astro shows the heading. */
function notFoundMeta(site: Site, t: Translate): Pick<PageProps, 'title' | 'intro'> {
  const entry = site.content.global.notFound;
  return { title: entry?.document_title ?? t('notFound.documentTitle'), intro: entry?.tagline ?? t('page.not-found.intro') };
}
