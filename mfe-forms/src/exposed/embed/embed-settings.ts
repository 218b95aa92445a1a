/** The attributes an embedding page sets on a form element. */
export const embedAttributes = ['api-base', 'recaptcha-site-key', 'image-base'] as const;

export type EmbedSettings = {
  apiBaseUrl?: string;
  recaptchaSiteKey?: string;
  imageBaseUrl?: string;
};

const read = (element: Element, name: string) => element.getAttribute(name)?.trim() || undefined;

export function readEmbedSettings(element: Element): EmbedSettings {
  return {
    apiBaseUrl: read(element, 'api-base'),
    recaptchaSiteKey: read(element, 'recaptcha-site-key'),
    imageBaseUrl: read(element, 'image-base'),
  };
}
