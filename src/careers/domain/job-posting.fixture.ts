import type { PostingView } from '../read/views.js';

/** A posting for the specs, with company text that tries to break out of the page. */
export function samplePosting(overrides: Partial<PostingView> = {}): PostingView {
  return {
    vacancyId: '0190a6f0-0000-7000-8000-000000000001',
    companyId: '0190a6f0-0000-7000-8000-000000000002',
    title: 'Бухгалтер',
    companyName: 'ТОВ "Ромашка" </script><script>alert(1)</script>',
    companyWebsite: 'https://romashka.example',
    companySocials: ['https://facebook.com/romashka'],
    department: 'Финансы',
    datePosted: '2026-12-01T10:00:00.000Z',
    validThrough: '2027-01-31',
    employmentType: { id: 1, code: 'full-time', label: 'Полная занятость' },
    remote: false,
    salary: { from: 30000, to: 40000 },
    workTime: { from: '09:00', to: '18:00' },
    offices: [{ city: 'Киев', region: 'Киевская область', street: 'ул. Крещатик', number: '1', postalCode: '01001' }],
    experience: { id: 3, code: '1-3', label: 'От 1 до 3 лет' },
    education: { id: 6, code: 'higher', label: 'Высшее' },
    sections: [{ title: 'Обязанности', items: ['Учёт <b>всего</b>'] }],
    ...overrides,
  };
}
