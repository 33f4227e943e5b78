/** What a use case hands to a mail template to render. */

/** The links every price alert e-mail carries. */
export interface WatchLinks {
  readonly confirm?: string;
  /** One-click unsubscribe (RFC 8058): POST to it. */
  readonly oneClickUnsubscribe: string;
  /** Pages that unsubscribe, delete the data or renew, after a click. */
  readonly unsubscribe: string;
  readonly deleteData: string;
  readonly renew: string;
}

/**
 * What staff need to act on a call back: who, how to reach them, when,
 * what they told us about their energy, and where the lead is in the
 * admin area (docs/events.md). A field the visitor left empty is absent.
 */
export interface CallbackEmailPayload {
  readonly leadId: string;
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly preferredTime: string;
  readonly postcode?: string;
  readonly currentRetailer?: string;
  readonly hasGas?: string;
  readonly hasSolar?: string;
  readonly message?: string;
  readonly adminUrl: string;
}
