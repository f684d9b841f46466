#!/usr/bin/env node
// Time per vacancy PDF (docs/profiling.md, "Vacancy PDF"): the pure renderer (pdfkit + DejaVu Sans) on a full profile of
// about three A4 pages, cold (first document of a process: fonts read and parsed) and warm, and the
// round trip through the 'vacancy-pdf' BullMQ queue (API side queues and waits, an in-process
// worker renders and returns base64) against the local Redis. Run `npm run build:api` first, then
//   node_modules/.bin/node bench/vacancy-pdf.mjs --count 50
import { Queue, QueueEvents, Worker } from 'bullmq';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { requireBuild, root } from './lib.mjs';

const { values } = parseArgs({
  options: { count: { type: 'string', default: '50' }, queue: { type: 'boolean', default: true } },
  allowNegative: true,
});
const count = Number(values.count);
requireBuild('dist/src/profiling/pdf/vacancy-pdf.renderer.js');
const pdfDir = `${root}/dist/src/profiling/pdf/`;
const { renderVacancyPdf } = await import(`${pdfDir}vacancy-pdf.renderer.js`);
const { vacancyPdfModel } = await import(`${pdfDir}vacancy-pdf.document.js`);
const { VACANCY_PDF_JOB_OPTIONS } = await import(`${pdfDir}vacancy-pdf.queue.js`);
const { emptyVacancyValues } = await import(`${root}/dist/src/profiling/domain/vacancy.values.js`);

const items = (n, text) => Array.from({ length: n }, (_, i) => `${text} ${i + 1}`);
const view = {
  ...emptyVacancyValues(),
  id: 'bench',
  company_id: 'bench',
  number: 12,
  status: 'approval',
  step: 13,
  name: 'Менеджер з продажу B2B',
  subordinates_type: 1,
  subordinates_number: 4,
  work_time: { from: '09:00', to: '18:00' },
  salary: { from: 25000, to: 32000 },
  interaction: ['Відділ логістики', 'Бухгалтерія'],
  career_growth: true,
  opportunities: 'До керівника відділу за 2 роки',
  age: { from: 25, to: 45 },
  kids: 2,
  universities: [
    {
      id: 'u',
      id_university: 1,
      name: 'КНУ імені Тараса Шевченка',
      year_start: '2010',
      year_end: '2015',
      specialty: 'Маркетинг',
      educational_level: 1,
    },
  ],
  experience_company_names: ['ТОВ «Рога і копита»'],
  experience_job_titles: ['Менеджер з продажу'],
  driver_license: 1,
  driving_experience: '01.02.2015',
  car_available: 1,
  criteria: [
    { id: 1, priority: 1 },
    { id: 2, priority: 2 },
    { id: 3, priority: 3 },
  ],
  author: { user_id: 'a', name: 'Бондар Ірина' },
  approvers: [{ user_id: 'b', name: 'Іваненко Петро', decision: 'approved', comment: 'Усе гаразд', answered_at: new Date().toISOString() }],
  created_at: '',
  updated_at: '',
  published_at: null,
  can_edit: false,
  labels: {
    department_id: 'Відділ продажу',
    level: 'Середній',
    functionality: items(25, 'Ведення переговорів з ключовими клієнтами щодо умов постачання, пункт'),
    address_vacancy: ['Київ, вулиця Хрещатик, 22'],
    employment_type: 'Повна зайнятість',
    target: items(5, 'Зростання продажів'),
    result: items(5, 'Виконаний план'),
    kpi: items(5, 'Обсяг продажів'),
    credentials: items(3, 'Підписання договорів'),
    zun: items(10, 'Техніки продажу'),
    cases: items(3, 'Кейс'),
    competencies: items(5, 'Комунікабельність'),
    compensation_package: items(4, 'Медичне страхування'),
    dress_code: 'Діловий',
    work_process: 'Офіс',
    work_place: 'Окремий кабінет',
    customer_communications: 'Щодня',
    supervisor_communications: 'Щотижня',
    gender: 'Не має значення',
    family_status: 'Не має значення',
    experience: 'Від 1 року',
    hobbies: ['Спорт'],
    personal_qualities: items(5, 'Відповідальність'),
    driver_categories: ['B'],
    criteria: ['Досвід роботи', 'Освіта', 'Мови'],
    education: 'Вища',
    languages: ['Англійська — B2'],
  },
};
const model = vacancyPdfModel(view, { lang: 'uk', companyName: 'ТОВ «Кадри Плюс»', now: new Date() });

const stats = (ms) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
  return { mean: (ms.reduce((s, v) => s + v, 0) / ms.length).toFixed(1), p50: at(0.5), p95: at(0.95), max: sorted.at(-1).toFixed(1) };
};

let started = performance.now();
const first = await renderVacancyPdf(model);
const cold = performance.now() - started;
const pages = first.toString('latin1').match(/\/Type \/Page\b(?!s)/g).length;
const warm = [];
// CPU time too: on a shared machine wall time mostly measures the neighbours.
const cpuBefore = process.cpuUsage();
for (let i = 0; i < count; i++) {
  started = performance.now();
  await renderVacancyPdf(model);
  warm.push(performance.now() - started);
}
const cpu = process.cpuUsage(cpuBefore);
const result = {
  pages,
  bytes: first.length,
  base64Bytes: Math.ceil(first.length / 3) * 4,
  modelJsonBytes: JSON.stringify(model).length,
  coldMs: cold.toFixed(1),
  warmMs: stats(warm),
  warmCpuMsPerPdf: ((cpu.user + cpu.system) / 1000 / count).toFixed(1),
  load1: loadavg()[0].toFixed(1),
};

if (values.queue) {
  // The product's queue options; a prefix of its own so a running product's queues stay untouched.
  const url = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const connection = { host: url.hostname, port: Number(url.port || 6379), maxRetriesPerRequest: null };
  const prefix = `bench-pdf-${process.pid}`;
  const name = 'vacancy-pdf';
  const queue = new Queue(name, { connection, prefix });
  const events = new QueueEvents(name, { connection, prefix });
  const worker = new Worker(name, async (job) => ({ pdf: (await renderVacancyPdf(job.data.model)).toString('base64') }), {
    connection,
    prefix,
    concurrency: 2,
  });
  await Promise.all([queue.waitUntilReady(), events.waitUntilReady(), worker.waitUntilReady()]);
  const trips = [];
  for (let i = 0; i < count; i++) {
    started = performance.now();
    const job = await queue.add('render', { model }, VACANCY_PDF_JOB_OPTIONS);
    const done = await job.waitUntilFinished(events, 30_000);
    if (!Buffer.from(done.pdf, 'base64').subarray(0, 5).equals(Buffer.from('%PDF-'))) throw new Error('not a PDF');
    trips.push(performance.now() - started);
  }
  result.queueRoundTripMs = stats(trips);
  await worker.close();
  await queue.obliterate({ force: true });
  await Promise.all([queue.close(), events.close()]);
}
console.log(JSON.stringify(result, null, 2));
