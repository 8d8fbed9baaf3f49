// Test and demo controls under /__sandbox (no CSRF, no session): faults, reset, demo sign-ins.
import { Hono } from 'hono';
import type { ApiEnv, SandboxContext } from '../context.ts';
import { cmsEditSchema } from '../cms-edits.ts';
import { faultInputSchema } from '../faults.ts';
import { fail, failFields, fieldErrorsOf, readJson } from '../http.ts';
import { allPartners, findPartner } from '../partners.ts';
import { demoEmail, demoPassword, partnerNumberFor, publicIdFor, rolesFor } from '../seed/members.ts';

export function adminRoutes(ctx: SandboxContext): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/__sandbox', (c) =>
    c.json({ url: ctx.url, standinOrigin: ctx.standinOrigin, partners: allPartners().map((p) => p.slug), faults: ctx.faults.list() }),
  );

  routes.get('/__sandbox/faults', (c) => c.json({ faults: ctx.faults.list() }));

  routes.post('/__sandbox/faults', async (c) => {
    const parsed = faultInputSchema.safeParse(await readJson(c));
    if (!parsed.success) failFields(fieldErrorsOf(parsed.error));
    return c.json(ctx.faults.add(parsed.data), 201);
  });

  routes.delete('/__sandbox/faults', (c) => {
    ctx.faults.clear();
    return c.json({ cleared: true });
  });

  routes.delete('/__sandbox/faults/:id', (c) => {
    if (!ctx.faults.remove(Number(c.req.param('id')))) fail(404, 'No fault has this id.');
    return c.json({ cleared: true });
  });

  // An editor's change to one CMS entry: PUT { fields } replaces or adds it, { fields: null } deletes it.
  routes.put('/__sandbox/cms/:partner/:set/:slug', async (c) => {
    const { partner, set, slug } = c.req.param();
    if (!findPartner(partner)) fail(404, `Unknown partner "${partner}".`);
    const parsed = cmsEditSchema.safeParse(await readJson(c));
    if (!parsed.success) failFields(fieldErrorsOf(parsed.error));
    ctx.cmsEdits.put(partner, set, slug, parsed.data.fields);
    return c.json({ saved: true });
  });

  routes.delete('/__sandbox/cms', (c) => {
    ctx.cmsEdits.clear();
    return c.json({ cleared: true });
  });

  routes.post('/__sandbox/reset', (c) => {
    const started = performance.now();
    ctx.reseed();
    ctx.faults.clear();
    return c.json({ reset: true, ms: Math.round(performance.now() - started) });
  });

  routes.get('/__sandbox/members', (c) => {
    const slug = c.req.query('partner') ?? 'delta';
    const partner = findPartner(slug);
    if (!partner) fail(404, `Unknown partner "${slug}".`);
    return c.json({
      partner: slug,
      password: demoPassword,
      members: rolesFor(partner).map((role) => ({
        role: role.role,
        email: demoEmail(partner, role.role),
        partnerNumber: partner.enrollmentType === 'direct' ? partnerNumberFor(partner, role) : null,
        publicId: publicIdFor(partner, role.role),
        canSignIn: role.hasWebProfile,
        memberType: role.memberType,
        tierLevel: role.tierLevel,
        summary: role.summary,
      })),
    });
  });

  return routes;
}
