/** The hint under every new-password field (the contract's password rule). */
export const PASSWORD_RULE = 'Use 8 to 128 characters.';
