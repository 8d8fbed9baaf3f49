// What other features use of the prospect flow: the sign-in page prefills the email the home form
// found taken (spec 000 §4 "Prospect email flow") and forgets it once the member is in.
export { clearProspectEmail, readProspectEmail } from './prospect-email.ts';
