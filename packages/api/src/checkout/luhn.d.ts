/** The Luhn (mod 10) check every card number carries in its last digit. */
export declare function luhnValid(digits: string): boolean;
/** The digit that makes `body` pass the Luhn check when appended to it. */
export declare function luhnCheckDigit(body: string): string;
