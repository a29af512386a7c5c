/**
 * The payment step of an order, behind one interface (docs/decisions/025): today a bank transfer
 * confirmed by staff; an online provider (a redirect and a webhook that confirms) can be added
 * beside it without touching orders or subscriptions.
 */
export interface PaymentProvider {
  /** Stored on the order (`payment_method`). */
  readonly method: string;
  /** What the payer is told to do: for a transfer, the account and the title (the order's number). */
  instructions(order: { number: string; gross: number; currencyId: number }): PaymentInstructions;
  /** Called in the transaction that marks the order paid (a provider may check its own record). */
  confirm(order: { id: string; number: string; gross: number }): Promise<void>;
}

export interface PaymentInstructions {
  method: string;
  bankAccount: string;
  /** The transfer title: the order's number, so staff match the payment to it. */
  title: string;
}

/** Bank transfer to the operator's account; staff confirm the payment when it arrives. */
export function bankTransferProvider(bankAccount: string): PaymentProvider {
  return {
    method: "bank_transfer",
    instructions: (order) => ({ method: "bank_transfer", bankAccount, title: order.number }),
    // Nothing to ask anyone: the staff member confirming has seen the transfer on the statement.
    confirm: async () => {},
  };
}
