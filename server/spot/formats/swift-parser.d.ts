/** The parts of @centrapay/swift-parser the MT940 reader uses (the package ships no types). */
declare module '@centrapay/swift-parser' {
  import type BigNumber from 'bignumber.js';

  export interface SwiftTransaction {
    date: Date;
    entryDate?: Date;
    amount: BigNumber;
    isReversal: boolean;
    currency: string;
    reference?: string;
    bankReference?: string;
    transactionType?: string;
    details: string;
    structuredDetails?: Record<string, string>;
  }

  export interface SwiftStatement {
    accountIdentification: string;
    currency: string;
    openingBalanceDate: Date;
    closingBalanceDate: Date;
    openingBalance: BigNumber;
    closingBalance: BigNumber;
    transactions: SwiftTransaction[];
  }

  export function parse(options: { type: 'mt940' | 'mt942'; data: string; validate?: boolean }): SwiftStatement[];
}
