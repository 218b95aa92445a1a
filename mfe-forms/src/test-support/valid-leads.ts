/** A valid application as the visitor types it, by field label (the PDFs apart). */
export const careerApplication = {
  'Full Name': 'Vikram Shah',
  'Email ID': 'vikram@mail.example.technology',
  'Phone No.': '9123456780',
  'Current Designation': 'Project Engineer',
  'Expected Salary': '18 LPA',
  'Current Salary': '14 LPA',
  Message: 'I would like to join the solar team.',
};

/** A valid enquiry as the visitor types it, by field label (the name is sent trimmed). */
export const contactEnquiry = {
  'Full Name': '  Asha Rao ',
  Email: 'asha@example.co',
  'Phone No.': '9876543210',
  Subject: 'Partnership',
  Message: 'We would like to talk.',
};

/** content-api's answer for a stored lead. */
export const leadReceipt = { id: '0d6a7f6e-2222-4b4b-9999-abcdefabcdef', createdAt: '2025-08-01T10:00:00.000Z' };
