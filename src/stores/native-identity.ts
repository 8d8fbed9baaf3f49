// Spec 000 §6: inside the native app, the member's identity (their publicId, else the known
// visitor's) is sent to the app's push-marketing integration as its external user id. Once per
// page load, after the member fetch (and the known look-up, when there is one) has answered; never
// in a browser, never for an anonymous visitor.
import { isNativeApp, sendExternalUserId } from '../lib/native-app.ts';
import { loadKnown } from './known.ts';
import { loadMember } from './member.ts';

export async function identifyToNativeApp(): Promise<void> {
  if (!isNativeApp()) return;
  const member = await loadMember();
  const publicId = member?.publicId ?? (await loadKnown())?.publicId;
  if (publicId) sendExternalUserId(publicId);
}
