/** What a toast says. */
export interface ToastMessage {
  readonly title: string;
  readonly description?: string;
  readonly variant?: 'default' | 'destructive';
}

/** A toast on screen: its message and the id it is dismissed by. */
export type ToastItem = ToastMessage & { readonly id: number };
