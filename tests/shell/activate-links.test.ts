// @vitest-environment happy-dom
// Spec 000 §2: "The activate link carries a query parameter holding a stored public id".
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { carryPublicIdToActivateLinks, withPublicId } from '../../src/features/shell/activate-links.ts';
import { deleteCookie, setCookie } from '../../src/lib/cookies.ts';
import { publicIdCookie } from '../../src/stores/known.ts';

const origin = 'https://dining.delta.example';

describe('withPublicId', () => {
  it('adds the public id to the activate page link, keeping any other query and hash', () => {
    expect(withPublicId('/activate', 'delta-inactive', origin)).toBe('/activate?public_id=delta-inactive');
    expect(withPublicId('/activate/?utm_source=mail#top', 'delta-inactive', origin)).toBe(
      '/activate/?utm_source=mail&public_id=delta-inactive#top',
    );
    expect(withPublicId(`${origin}/activate`, 'delta-inactive', origin)).toBe('/activate?public_id=delta-inactive');
  });

  it('encodes the id, so a stored value cannot add parameters of its own', () => {
    expect(withPublicId('/activate', 'a&b=c d', origin)).toBe('/activate?public_id=a%26b%3Dc+d');
  });

  it('leaves every other link alone, and a link that already names a public id', () => {
    for (const href of ['/activate/activated', '/activated', '/join', 'https://other.example/activate', 'mailto:x@y.example']) {
      expect(withPublicId(href, 'delta-inactive', origin), href).toBeUndefined();
    }
    expect(withPublicId('/activate?public_id=other', 'delta-inactive', origin)).toBeUndefined();
  });
});

describe('carryPublicIdToActivateLinks', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <main>
        <p>Please <a id="marker" href="/activate">activate your account</a>.</p>
        <a id="join" href="/join">Join Now</a>
      </main>`;
  });
  afterEach(() => deleteCookie(publicIdCookie));

  it('rewrites the activate links in the page to carry the stored public id', () => {
    setCookie(publicIdCookie, 'delta-inactive');
    carryPublicIdToActivateLinks(document);
    expect(document.getElementById('marker')?.getAttribute('href')).toBe('/activate?public_id=delta-inactive');
    expect(document.getElementById('join')?.getAttribute('href')).toBe('/join');
  });

  it('also fixes an activate link added later (an island) as it is followed', () => {
    setCookie(publicIdCookie, 'delta-inactive');
    carryPublicIdToActivateLinks(document);
    document.querySelector('main')?.insertAdjacentHTML('beforeend', '<a id="late" href="/activate"><span>Activate</span></a>');
    const late = document.getElementById('late');
    late?.addEventListener('click', (event) => event.preventDefault());
    late?.querySelector('span')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(late?.getAttribute('href')).toBe('/activate?public_id=delta-inactive');
  });

  it('leaves the bare link without a stored public id (the activation page then sends the visitor to join)', () => {
    carryPublicIdToActivateLinks(document);
    expect(document.getElementById('marker')?.getAttribute('href')).toBe('/activate');
  });
});
