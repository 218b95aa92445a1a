import { organizationJsonLd } from '../organization';

const identity = { name: 'Meridian Group', url: 'https://www.meridian.example/' };

describe('organizationJsonLd', () => {
  it('states the name, address, logo, profiles and a customer service contact point', () => {
    expect(
      organizationJsonLd({
        ...identity,
        logo: 'https://www.meridian.example/logo.png',
        sameAs: ['https://www.linkedin.com/company/meridian', 'https://www.instagram.com/meridian'],
        email: 'info@meridian.example',
        telephone: '+91 22 6150 2000',
      }),
    ).toStrictEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Meridian Group',
      url: 'https://www.meridian.example/',
      logo: 'https://www.meridian.example/logo.png',
      sameAs: ['https://www.linkedin.com/company/meridian', 'https://www.instagram.com/meridian'],
      contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: 'info@meridian.example', telephone: '+91 22 6150 2000' },
    });
  });

  it('without the global settings, names the site only', () => {
    expect(organizationJsonLd(identity)).toStrictEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Meridian Group',
      url: 'https://www.meridian.example/',
    });
  });

  it('leaves out blank values rather than stating them empty', () => {
    const organization = organizationJsonLd({ ...identity, logo: ' ', sameAs: ['', '  '], email: '', telephone: '  ' });
    expect(organization).not.toHaveProperty('logo');
    expect(organization).not.toHaveProperty('sameAs');
    expect(organization).not.toHaveProperty('contactPoint');
  });

  it('has a contact point with whichever of email and telephone there is', () => {
    expect(organizationJsonLd({ ...identity, email: ' info@meridian.example ' }).contactPoint).toStrictEqual({
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: 'info@meridian.example',
    });
    expect(organizationJsonLd({ ...identity, telephone: '+91 22 6150 2000' }).contactPoint).toStrictEqual({
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: '+91 22 6150 2000',
    });
  });

  it('names each profile once', () => {
    const profile = 'https://www.youtube.com/@meridian';
    expect(organizationJsonLd({ ...identity, sameAs: [profile, ` ${profile}`] }).sameAs).toEqual([profile]);
  });
});
