// Which kind of visitor this is (spec 000 §6 roles, as content user_states name them): a pure
// function so the store and test doubles of it share one rule.
export type UserState = 'anonymous' | 'known' | 'card_member' | 'non_card_member' | 'closed_account';

export function userStateOf(member: { memberType?: string } | null, known: { status: string; member: unknown }): UserState {
  switch (member?.memberType) {
    case 'EnrolledCardMember':
      return 'card_member';
    case 'NonCardMember':
      return 'non_card_member';
    case 'ClosedAccountMember':
      return 'closed_account';
    default:
      return known.status === 'ready' && known.member ? 'known' : 'anonymous';
  }
}
