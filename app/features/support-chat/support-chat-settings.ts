/** The support chat as the browser needs it: Intercom's app id and where its script is. */
export type SupportChatSettings = { appId: string; scriptUrl: string };
