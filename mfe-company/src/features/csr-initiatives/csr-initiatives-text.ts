export type CsrInitiative = {
  id: string;
  title: string;
  summary: string;
  highlights: readonly string[];
};

export const csrIntroduction = {
  heading: 'OUR INITIATIVES',
  title: 'Giving back to the communities we serve',
  paragraphs: [
    'Every Meridian business grew with the support of the people around it. Through the Meridian Foundation, the group and its companies return that support with programmes that are planned with communities, run by our own volunteers alongside trusted partners, and measured by the change they bring to people’s lives.',
    'Our work focuses on six areas where we can make the greatest difference, drawing on the skills of our businesses in sport, healthcare, infrastructure and energy.',
  ],
} as const;

export const csrInitiatives: readonly CsrInitiative[] = [
  {
    id: 'education',
    title: 'Education',
    summary:
      'We help children stay in school and help young people find their first job, because education is the surest path out of poverty.',
    highlights: [
      'Scholarships for students from low-income families, from secondary school to university',
      'Digital classrooms and science laboratories in government schools',
      'Vocational training in construction, hospitality and solar installation, linked to jobs in our companies',
    ],
  },
  {
    id: 'sports',
    title: 'Sports',
    summary:
      'Sport builds confidence, discipline and teamwork. We open our grounds and coaches to young athletes who would otherwise never get the chance.',
    highlights: [
      'Free grassroots cricket and football coaching in city neighbourhoods and villages',
      'Scholarships and sports-science support for promising athletes, including girls and para-athletes',
      'Playing fields and equipment for schools that have none',
    ],
  },
  {
    id: 'relief',
    title: 'Relief',
    summary:
      'When floods, cyclones or other disasters strike, we move quickly with food, shelter, medical care and the equipment our businesses can spare.',
    highlights: [
      'Relief kits and community kitchens in the first days after a disaster',
      'Medical camps run by doctors and nurses from our hospitals',
      'Rebuilding homes, schools and health centres with our infrastructure teams',
    ],
  },
  {
    id: 'disability-support',
    title: 'Disability Support',
    summary:
      'We work for a society in which people with disabilities can learn, work and play on equal terms.',
    highlights: [
      'Assistive devices such as wheelchairs, hearing aids and prosthetic limbs',
      'Inclusive hiring and accessible workplaces across our companies',
      'Adaptive sports programmes and support for para-athletes',
    ],
  },
  {
    id: 'rural-upliftment',
    title: 'Rural Upliftment',
    summary:
      'Most of our solar parks and many of our projects sit in rural India. We invest in the villages around them so that growth is shared.',
    highlights: [
      'Clean drinking water, sanitation and solar street lighting',
      'Self-help groups and training that help women earn their own income',
      'Better farming practices and market access for smallholder farmers',
    ],
  },
  {
    id: 'environment',
    title: 'Environment',
    summary:
      'We are committed to net zero by 2040, and we look after the land, water and air in the places where we work.',
    highlights: [
      'Tree planting and the restoration of lakes and wetlands',
      'Rainwater harvesting and waste recycling at our sites',
      'Rooftop solar for schools and health centres in the communities we serve',
    ],
  },
];
