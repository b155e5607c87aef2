/** What other parts of the site may use from this folder; nothing else here is theirs to import. */
export { NewPasswordFields } from './NewPasswordFields';
export { AccountPage, AccountPageFrame } from './AccountPageFrame';
