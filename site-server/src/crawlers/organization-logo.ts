/**
 * The group's logo as a file, for structured data (`Organization.logo`): square, on white, in the
 * site's colours, the header's globe mark above the wordmark. The header draws its own inline.
 */
export const ORGANIZATION_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
<title>Meridian Group</title>
<rect width="240" height="240" fill="#ffffff"/>
<g fill="none" stroke="#14171f" stroke-width="5">
<circle cx="120" cy="92" r="50"/>
<ellipse cx="120" cy="92" rx="21" ry="50"/>
<path d="M70 92h100"/>
</g>
<circle cx="120" cy="42" r="7" fill="#c8962e"/>
<text x="120" y="184" text-anchor="middle" fill="#14171f" font-family="Georgia, 'Times New Roman', serif" font-size="30" font-weight="700" letter-spacing="4">MERIDIAN</text>
<text x="120" y="212" text-anchor="middle" fill="#c8962e" font-family="'Helvetica Neue', Arial, sans-serif" font-size="15" font-weight="600" letter-spacing="9">GROUP</text>
</svg>
`;
