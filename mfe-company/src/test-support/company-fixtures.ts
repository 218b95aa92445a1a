export const ourCompanyContent = {
  main_content_heading: 'Who <strong>we are</strong>',
  main_content_description: '<p>Founded in Mumbai in 1994, Meridian Group has grown into seven businesses.</p>',
  achievements_heading: 'Awards and <strong>recognition</strong>',
  leadership_heading: 'Our <strong>leadership</strong>',
  leadership_content: '<p>Decades of experience in business, public service and finance.</p>',
  section_cards: [
    { icon: { url: 'icons/mission.png' }, title: 'Mission', content: '<p>To build <strong>enduring enterprises</strong>.</p>' },
    { icon: { url: 'icons/vision.png' }, title: 'Vision', content: '<p>India’s most trusted group.</p>' },
    { icon: { url: 'icons/philosophy.png' }, title: 'Philosophy', content: '<ul><li>Act with integrity, always</li></ul>' },
  ],
};

export const sectionOne = [
  { _id: 's1', title: 'Diversified Portfolio', description: '<p>Seven <strong>businesses</strong>.</p>', icon: { url: 'icons/portfolio.png' } },
  { _id: 's2', title: 'Governance First', description: '<p>An independent board.</p>', icon: { url: 'icons/governance.png' } },
];

export const achievements = ['Most Promising', 'Best Governance', 'Hurun', 'ET Ascent', 'NBT Awards'].map((name, index) => ({
  _id: `a${index + 1}`,
  image: { url: `achievements/${index + 1}.jpg`, name },
  content: `<p><strong>${name} award</strong></p>`,
}));

export const leadership = [
  { _id: 'l1', name: 'Arjun Mehta', role: 'Chairman', info: '<p>Founded the group in 1994.</p>', image: { url: 'people/arjun-mehta.jpg' } },
  { _id: 'l2', name: 'Kavita Rao', role: 'Vice Chairperson', info: '<p>Oversees strategy.</p>', image: { url: 'people/kavita-rao.jpg' } },
];

export const managementContent = {
  title: 'Leading with <strong>purpose</strong>',
  description: '<p>Each Meridian company is run by an experienced leader.</p>',
};

export const managementTeam = [
  { _id: 'm1', name: 'Vikram Desai', role: 'Chief Executive Officer', company: 'Meridian Sports', info: '<p>A former first-class cricketer.</p>', image: { url: 'people/vikram-desai.jpg' } },
  { _id: 'm2', name: 'Sana Qureshi', role: 'Managing Director', company: 'Meridian Hotels & Resorts', info: '<p>Leads <strong>heritage restoration</strong>.</p>', image: { url: 'people/sana-qureshi.jpg' } },
  { _id: 'm3', name: 'Aditya Menon', role: 'Chief Executive Officer', company: 'Meridian Healthcare', info: '<p>A surgeon turned hospital builder.</p>', image: { url: 'people/aditya-menon.jpg' } },
];

export const galleryCategories = [
  { _id: 'c1', name: 'Corporate Events' },
  { _id: 'c2', name: 'Sports' },
  { _id: 'c3', name: 'CSR' },
];

export const galleryImages = [
  { _id: 'g1', image: { url: 'gallery/g1.jpg' }, alt_tag: 'Leadership conclave', category: { _id: 'c1' }, order: 2 },
  { _id: 'g2', image: { url: 'gallery/g2.jpg' }, alt_tag: 'Floodlit stadium', category: { _id: 'c2' }, order: 1 },
  { _id: 'g3', image: { url: 'gallery/g3.jpg' }, alt_tag: 'Annual awards night', category: { _id: 'c1' }, order: 1 },
  { _id: 'g4', image: { url: 'gallery/g4.jpg' }, alt_tag: 'Team huddle', category: { _id: 'c2' }, order: 3 },
  { _id: 'g5', image: { url: 'gallery/g5.jpg' }, alt_tag: 'Ringing the bell', category: { _id: 'c1' }, order: 3 },
  { _id: 'g6', image: { url: 'gallery/g6.jpg' }, alt_tag: 'Youth academy', category: { _id: 'c2' }, order: 2 },
];
