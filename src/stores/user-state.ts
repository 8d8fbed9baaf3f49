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
      // A member type a newer backend added (the contract's open enum) is a signed-in member all the
      // same: a card member's pages, no re-enrollment and no join prompt.
      if (member) return 'card_member';
      return known.status === 'ready' && known.member ? 'known' : 'anonymous';
  }
}
