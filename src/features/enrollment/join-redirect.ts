// /join is for visitors (spec 000 §2): a signed-in card member goes to the account center, a
// signed-in non-card member on to step 2, adding a card. Checked when the page loads and again when
// it comes back from the back-forward cache (after joining, Back must not show a spent form).
import { accountOverviewPath, addCardPath } from '../../site/paths.ts';
import { loadMember, refreshMember, type Member } from '../../stores/member.ts';
import { replacePage } from '../../lib/navigate.ts';

/** Where a member who opens /join belongs instead; undefined for visitors (and closed accounts,
 *  whom the shell's re-enrollment gate takes care of). */
export function joinDetour(member: Pick<Member, 'memberType'> | null): string | undefined {
  if (member?.memberType === 'EnrolledCardMember') return accountOverviewPath;
  if (member?.memberType === 'NonCardMember') return addCardPath;
  return undefined;
}

function leaveIfMember(member: Member | null): void {
  const detour = joinDetour(member);
  if (detour) replacePage(detour);
}

export function sendMembersOnFromJoin(): void {
  void loadMember().then(leaveIfMember);
  addEventListener('pageshow', (event) => {
    if (event.persisted) void refreshMember().then(leaveIfMember);
  });
}
