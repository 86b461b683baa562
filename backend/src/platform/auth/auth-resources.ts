import { Injectable, type OnApplicationShutdown } from '@nestjs/common';

/** Closes what configureAuth opened outside Nest's container (the session store's pool). */
@Injectable()
export class AuthResources implements OnApplicationShutdown {
  private readonly closers: (() => Promise<void> | void)[] = [];

  onClose(closer: () => Promise<void> | void): void {
    this.closers.push(closer);
  }

  async onApplicationShutdown(): Promise<void> {
    for (const close of this.closers.splice(0).reverse()) await close();
  }
}
