/** The shell variables `pnpm start` runs without (see shell-opt-ins.cjs). */
export declare const SHELL_OPT_INS: readonly string[];
