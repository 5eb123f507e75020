// The action formats' names, apart from their parsers, so that the wire contract can name them
// without importing the parsers (which import the contract).
export const ACTION_FORMAT_NAMES = ['native', 'anthropic-computer-use', 'openai-computer-use', 'ui-tars', 'qwen-mobile-use', 'androidworld', 'browsergym'] as const;
export type ActionFormatName = (typeof ACTION_FORMAT_NAMES)[number];
