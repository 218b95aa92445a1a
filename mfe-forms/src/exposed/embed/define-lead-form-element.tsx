import { StrictMode } from 'react';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { readPageConfig } from '@group/shared/config';
import { createSiteRuntime, SiteRuntimeProvider } from '@group/shared/runtime';
import type { SiteRuntime } from '@group/shared/runtime';
import { SITE_ROOT_CLASS } from '@group/shared/ui';
import type { LeadFormProps } from '../../common/lead-form-props';
import { EMBED_ROOT_CLASS } from './embed-root';
import { embedAttributes, readEmbedSettings } from './embed-settings';
import type { EmbedSettings } from './embed-settings';
import { leadSubmittedEvent } from './lead-submitted-event';
import type { LeadFormKind } from './lead-submitted-event';

/**
 * Defines `<tagName>`: a custom element that renders `Form` into itself (light DOM) with its own
 * React root and site runtime, configured by its attributes, and fires `lead-submitted` on success.
 */
export function defineLeadFormElement(tagName: string, Form: ComponentType<LeadFormProps>, kind: LeadFormKind): void {
  // A page that includes the script twice keeps the first definition.
  if (customElements.get(tagName)) return;

  class LeadFormElement extends HTMLElement {
    static observedAttributes = [...embedAttributes];
    #root: Root | undefined;
    #runtime: { settings: string; runtime: SiteRuntime } | undefined;

    connectedCallback() {
      this.classList.add(SITE_ROOT_CLASS, EMBED_ROOT_CLASS);
      this.#root ??= createRoot(this);
      this.#render();
    }

    attributeChangedCallback() {
      if (this.#root) this.#render();
    }

    disconnectedCallback() {
      // Moving the element disconnects and reconnects it at once: unmount only if it stays out.
      queueMicrotask(() => {
        if (this.isConnected || !this.#root) return;
        this.#root.unmount();
        this.#root = undefined;
      });
    }

    /** The element's runtime: the page's configuration with its attributes on top, made anew when they change. */
    #runtimeFor(settings: EmbedSettings): SiteRuntime {
      const key = JSON.stringify(settings);
      if (this.#runtime?.settings !== key) this.#runtime = { settings: key, runtime: createSiteRuntime({ config: readPageConfig(settings) }) };
      return this.#runtime.runtime;
    }

    #render() {
      const settings = readEmbedSettings(this);
      this.#root?.render(
        <StrictMode>
          <SiteRuntimeProvider runtime={this.#runtimeFor(settings)}>
            <Form
              apiBaseUrl={settings.apiBaseUrl}
              recaptchaSiteKey={settings.recaptchaSiteKey}
              onSubmitted={(receipt) => this.dispatchEvent(leadSubmittedEvent(kind, receipt))}
            />
          </SiteRuntimeProvider>
        </StrictMode>,
      );
    }
  }

  customElements.define(tagName, LeadFormElement);
}
