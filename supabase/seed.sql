-- Sample data for trying the Los Angeles wildfire relief map.
--
-- Every row below is a FICTIONAL sample entry (is_sample = true), written so the site can be
-- tried before real data is imported. The names, descriptions, addresses, phone numbers and
-- websites are NOT real: names start with "Sample", addresses are neighbourhood descriptions
-- marked "(sample location)", phone numbers are in the fictional 555-0100..0199 range and
-- websites point at example.org. The UI labels these entries as sample data whenever it shows
-- them. Two rows are unpublished drafts (published = false) and must never be shown to visitors.
--
-- Verification times are relative to now(), so the data always looks as fresh (or as stale)
-- as intended whenever the seed runs. ids and external_ids are fixed so links stay stable;
-- rows 001-006 are fixtures that tests rely on.
--
-- Runs on PostgreSQL 15+ and PGlite after supabase/migrations/20261122000000_places.sql.

-- Fixtures used by tests (keep exactly as they are)
insert into public.places (
  id, external_id, kind, category,
  name,
  description,
  address, latitude, longitude,
  phone, website,
  hours,
  status, no_id_required, pets_allowed, wheelchair_accessible, free_of_charge, languages,
  items_needed, shifts, signup_url,
  last_verified_at, verified_by, is_sample, published
) values
(
  '00000000-0000-4000-8000-000000000001', 'sample-001', 'resource', 'essentials',
  'Sample: Community Food Distribution – Altadena',
  'Free groceries, hot meals and bottled water, around the clock. Bring a bag if you can.',
  'Central Altadena (sample location)', 34.1897, -118.1312,
  '(626) 555-0101', 'https://example.org/sample/sample-001',
  '{"sun": [{"opens": "00:00", "closes": "24:00"}], "mon": [{"opens": "00:00", "closes": "24:00"}], "tue": [{"opens": "00:00", "closes": "24:00"}], "wed": [{"opens": "00:00", "closes": "24:00"}], "thu": [{"opens": "00:00", "closes": "24:00"}], "fri": [{"opens": "00:00", "closes": "24:00"}], "sat": [{"opens": "00:00", "closes": "24:00"}]}'::jsonb,
  'open', true, false, true, true, '{en,es}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '1 day', 'Sample volunteer team', true, true
),
(
  '00000000-0000-4000-8000-000000000002', 'sample-002', 'shelter', 'shelter_support',
  'Sample: Evacuation Shelter – Pasadena',
  'Cots, blankets, meals and showers for evacuated families. Pets are welcome in a separate area; bring their food and a leash or carrier.',
  'Near the Civic Center, Pasadena (sample location)', 34.1478, -118.1445,
  '(626) 555-0102', null,
  '{"sun": [{"opens": "00:00", "closes": "24:00"}], "mon": [{"opens": "00:00", "closes": "24:00"}], "tue": [{"opens": "00:00", "closes": "24:00"}], "wed": [{"opens": "00:00", "closes": "24:00"}], "thu": [{"opens": "00:00", "closes": "24:00"}], "fri": [{"opens": "00:00", "closes": "24:00"}], "sat": [{"opens": "00:00", "closes": "24:00"}]}'::jsonb,
  'open', true, true, true, true, '{en,es,zh,ko}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '2 days', 'Sample site coordinator (phone call)', true, true
),
(
  '00000000-0000-4000-8000-000000000003', 'sample-003', 'resource', 'medical_health',
  'Sample: Mobile Medical Clinic – Westwood',
  'A doctor and nurse see people for burns, breathing problems from smoke and minor injuries. The clinic van moves around, so call before you go.',
  'Westwood Village area (sample location)', 34.0630, -118.4450,
  '(310) 555-0103', 'https://example.org/sample/sample-003',
  '{}'::jsonb,
  'open', false, false, false, true, '{en,es}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '12 days', 'Sample data', true, true
),
(
  '00000000-0000-4000-8000-000000000004', 'sample-004', 'resource', 'animal_support',
  'Sample: Pet Food and Supplies – Santa Monica',
  'Free dog and cat food, litter, leashes and carriers for evacuated pets. Pets on a leash or in a carrier are welcome inside.',
  'Downtown Santa Monica (sample location)', 34.0190, -118.4910,
  null, null,
  '{"sun": [{"opens": "10:00", "closes": "18:00"}], "mon": [{"opens": "10:00", "closes": "18:00"}], "tue": [{"opens": "10:00", "closes": "18:00"}], "wed": [{"opens": "10:00", "closes": "18:00"}], "thu": [{"opens": "10:00", "closes": "18:00"}], "fri": [{"opens": "10:00", "closes": "18:00"}], "sat": [{"opens": "10:00", "closes": "18:00"}]}'::jsonb,
  'open', true, true, true, true, '{en,es}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '3 days', 'Sample volunteer team', true, true
),
(
  '00000000-0000-4000-8000-000000000005', 'sample-005', 'donation_need', 'essentials',
  'Sample: Donation Drop-off – Culver City',
  'Collecting new, unopened baby and household supplies for families who lost their homes. Please label boxes with what is inside.',
  'Downtown Culver City (sample location)', 34.0211, -118.3965,
  '(310) 555-0105', 'https://example.org/sample/sample-005',
  '{"mon": [{"opens": "09:00", "closes": "17:00"}], "tue": [{"opens": "09:00", "closes": "17:00"}], "wed": [{"opens": "09:00", "closes": "17:00"}], "thu": [{"opens": "09:00", "closes": "17:00"}], "fri": [{"opens": "09:00", "closes": "17:00"}], "sat": [{"opens": "09:00", "closes": "17:00"}]}'::jsonb,
  'open', true, false, true, true, '{en,es}',
  '[{"item": "Baby formula (unopened)", "urgency": "high"}, {"item": "Diapers (sizes 4–6)", "urgency": "high"}, {"item": "Bottled water (cases)", "urgency": "medium"}, {"item": "Non-perishable snacks", "urgency": "medium"}, {"item": "Unopened toothbrushes", "urgency": "low"}]'::jsonb, '[]'::jsonb, null,
  now() - interval '5 hours', 'Sample site coordinator (phone call)', true, true
),
(
  '00000000-0000-4000-8000-000000000006', 'sample-006', 'volunteer_opportunity', 'essentials',
  'Sample: Volunteer Sorting Shift – Glendale',
  'Help sort donated food and hygiene items into family kits. No experience needed; wear closed-toe shoes.',
  'Downtown Glendale (sample location)', 34.1425, -118.2551,
  '(818) 555-0106', null,
  '{"sun": [{"opens": "09:00", "closes": "13:00"}], "wed": [{"opens": "17:00", "closes": "20:00"}], "sat": [{"opens": "09:00", "closes": "13:00"}]}'::jsonb,
  'open', false, false, true, true, '{en,hy,es}',
  '[]'::jsonb, '[{"day": "wed", "starts": "17:00", "ends": "20:00"}, {"day": "sat", "starts": "09:00", "ends": "13:00"}, {"day": "sun", "starts": "09:00", "ends": "13:00"}]'::jsonb, 'https://example.org/sample/sample-006/signup',
  now() - interval '1 day', 'Sample volunteer team', true, true
);

-- Resources
insert into public.places (
  id, external_id, kind, category,
  name,
  description,
  address, latitude, longitude,
  phone, website,
  hours,
  status, no_id_required, pets_allowed, wheelchair_accessible, free_of_charge, languages,
  items_needed, shifts, signup_url,
  last_verified_at, verified_by, is_sample, published
) values
(
  '00000000-0000-4000-8000-000000000007', 'sample-007', 'resource', 'essentials',
  'Sample: Hot Meals – Pasadena',
  'Hot breakfast and dinner every day, plus bottled water to take away. Bring a bag if you can.',
  'Near Lake Ave, Pasadena (sample location)', 34.1460, -118.1320,
  null, 'https://example.org/sample/sample-007',
  '{"sun": [{"opens": "07:00", "closes": "09:00"}, {"opens": "17:00", "closes": "19:00"}], "mon": [{"opens": "07:00", "closes": "09:00"}, {"opens": "17:00", "closes": "19:00"}], "tue": [{"opens": "07:00", "closes": "09:00"}, {"opens": "17:00", "closes": "19:00"}], "wed": [{"opens": "07:00", "closes": "09:00"}, {"opens": "17:00", "closes": "19:00"}], "thu": [{"opens": "07:00", "closes": "09:00"}, {"opens": "17:00", "closes": "19:00"}], "fri": [{"opens": "07:00", "closes": "09:00"}, {"opens": "17:00", "closes": "19:00"}], "sat": [{"opens": "07:00", "closes": "09:00"}, {"opens": "17:00", "closes": "19:00"}]}'::jsonb,
  'open', true, false, true, true, '{en,es}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '6 hours', 'Sample volunteer (site visit)', true, true
),
(
  '00000000-0000-4000-8000-000000000008', 'sample-008', 'resource', 'essentials',
  'Sample: Bottled Water and Snacks – Arcadia',
  'Bottled water, snacks and fruit for evacuees, handed out at the door. Take what you need for your household.',
  'Near downtown Arcadia (sample location)', 34.1397, -118.0353,
  '(626) 555-0108', null,
  '{"mon": [{"opens": "09:00", "closes": "17:00"}], "tue": [{"opens": "09:00", "closes": "17:00"}], "wed": [{"opens": "09:00", "closes": "17:00"}], "thu": [{"opens": "09:00", "closes": "17:00"}], "fri": [{"opens": "09:00", "closes": "17:00"}]}'::jsonb,
  'open', true, false, true, true, '{en,zh}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '4 days', 'Sample site coordinator (phone call)', true, true
),
(
  '00000000-0000-4000-8000-000000000009', 'sample-009', 'resource', 'essentials',
  'Sample: Phone Charging and Wi-Fi Station – Malibu',
  'Charge phones and laptops and get online to file aid applications. Closed for now while the generator is repaired.',
  'Civic Center area, Malibu (sample location)', 34.0385, -118.6950,
  null, 'https://example.org/sample/sample-009',
  '{"sun": [{"opens": "08:00", "closes": "20:00"}], "mon": [{"opens": "08:00", "closes": "20:00"}], "tue": [{"opens": "08:00", "closes": "20:00"}], "wed": [{"opens": "08:00", "closes": "20:00"}], "thu": [{"opens": "08:00", "closes": "20:00"}], "fri": [{"opens": "08:00", "closes": "20:00"}], "sat": [{"opens": "08:00", "closes": "20:00"}]}'::jsonb,
  'temporarily_closed', true, false, true, true, '{en,es}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '1 day', 'Sample site coordinator (phone call)', true, true
),
(
  '00000000-0000-4000-8000-000000000010', 'sample-010', 'resource', 'essentials',
  'Sample: Grocery Gift Card Help Desk – Burbank',
  'Volunteers help households sign up for free grocery gift cards. Bring anything showing your address if you have it.',
  'Downtown Burbank (sample location)', 34.1808, -118.3090,
  '(818) 555-0110', null,
  '{"mon": [{"opens": "10:00", "closes": "16:00"}], "tue": [{"opens": "10:00", "closes": "16:00"}], "wed": [{"opens": "10:00", "closes": "16:00"}], "thu": [{"opens": "10:00", "closes": "16:00"}], "fri": [{"opens": "10:00", "closes": "16:00"}]}'::jsonb,
  'open', false, false, true, true, '{en,hy,es}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '9 days', 'Sample volunteer team', true, true
),
(
  '00000000-0000-4000-8000-000000000011', 'sample-011', 'resource', 'essentials',
  'Sample: Overnight Supply Pickup – Glendale',
  'Evening and overnight pickup of water, snacks and hygiene kits for people working day shifts on recovery.',
  'North Glendale (sample location)', 34.1750, -118.2450,
  '(818) 555-0111', 'https://example.org/sample/sample-011',
  '{"sun": [{"opens": "18:00", "closes": "02:00"}], "mon": [{"opens": "18:00", "closes": "02:00"}], "tue": [{"opens": "18:00", "closes": "02:00"}], "wed": [{"opens": "18:00", "closes": "02:00"}], "thu": [{"opens": "18:00", "closes": "02:00"}], "fri": [{"opens": "18:00", "closes": "02:00"}], "sat": [{"opens": "18:00", "closes": "02:00"}]}'::jsonb,
  'open', true, false, true, true, '{en,hy}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '3 days', 'Sample volunteer (site visit)', true, true
),
(
  '00000000-0000-4000-8000-000000000012', 'sample-012', 'resource', 'essentials',
  'Sample: Weekend Grocery Pantry – Culver City',
  'Weekend pantry with fresh produce, bread and canned goods. No sign-up needed.',
  'Southwest Culver City (sample location)', 34.0100, -118.4060,
  '(310) 555-0112', null,
  '{"sat": [{"opens": "10:00", "closes": "14:00"}], "sun": [{"opens": "10:00", "closes": "14:00"}]}'::jsonb,
  'open', true, false, true, true, '{en,es}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '15 days', 'Sample data', true, true
),
(
  '00000000-0000-4000-8000-000000000013', 'sample-013', 'resource', 'essentials',
  'Sample: Laundry and Showers – Pacific Palisades',
  'Hot showers are free; laundry is offered at a reduced price. Towels and soap provided.',
  'Palisades village area (sample location)', 34.0478, -118.5262,
  '(310) 555-0113', 'https://example.org/sample/sample-013',
  '{"mon": [{"opens": "08:00", "closes": "20:00"}], "tue": [{"opens": "08:00", "closes": "20:00"}], "wed": [{"opens": "08:00", "closes": "20:00"}], "thu": [{"opens": "08:00", "closes": "20:00"}], "fri": [{"opens": "08:00", "closes": "20:00"}], "sat": [{"opens": "08:00", "closes": "20:00"}]}'::jsonb,
  'open', true, false, true, false, '{en,es}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '2 days', 'Sample site coordinator (phone call)', true, true
),
(
  '00000000-0000-4000-8000-000000000014', 'sample-014', 'resource', 'essentials',
  'Sample (unpublished draft): Water Station – Pacific Palisades',
  'Draft entry not yet checked: bottled water pickup for residents returning to their homes.',
  'Eastern Pacific Palisades (sample location)', 34.0500, -118.5050,
  null, null,
  '{"sun": [{"opens": "09:00", "closes": "17:00"}], "mon": [{"opens": "09:00", "closes": "17:00"}], "tue": [{"opens": "09:00", "closes": "17:00"}], "wed": [{"opens": "09:00", "closes": "17:00"}], "thu": [{"opens": "09:00", "closes": "17:00"}], "fri": [{"opens": "09:00", "closes": "17:00"}], "sat": [{"opens": "09:00", "closes": "17:00"}]}'::jsonb,
  'open', true, false, true, true, '{en}',
  '[]'::jsonb, '[]'::jsonb, null,
  null, null, true, false
),
(
  '00000000-0000-4000-8000-000000000015', 'sample-015', 'resource', 'shelter_support',
  'Sample: Housing Help Desk – Pasadena',
  'Help finding temporary housing, hotel vouchers and rental listings. Caseworkers can also help with aid applications.',
  'Old Pasadena area (sample location)', 34.1456, -118.1505,
  '(626) 555-0115', 'https://example.org/sample/sample-015',
  '{"mon": [{"opens": "09:00", "closes": "17:00"}], "tue": [{"opens": "09:00", "closes": "17:00"}], "wed": [{"opens": "09:00", "closes": "17:00"}], "thu": [{"opens": "09:00", "closes": "17:00"}], "fri": [{"opens": "09:00", "closes": "17:00"}]}'::jsonb,
  'open', true, false, true, true, '{en,es,zh}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '5 days', 'Sample site coordinator (phone call)', true, true
),
(
  '00000000-0000-4000-8000-000000000016', 'sample-016', 'resource', 'shelter_support',
  'Sample: Aid Application Help – Westwood',
  'Walk-in help with disaster aid, insurance claims and housing applications. Interpreters available on request.',
  'South Westwood (sample location)', 34.0520, -118.4330,
  '(310) 555-0116', null,
  '{"mon": [{"opens": "09:00", "closes": "17:00"}], "tue": [{"opens": "09:00", "closes": "17:00"}], "wed": [{"opens": "09:00", "closes": "17:00"}], "thu": [{"opens": "09:00", "closes": "17:00"}], "fri": [{"opens": "09:00", "closes": "17:00"}], "sat": [{"opens": "10:00", "closes": "14:00"}]}'::jsonb,
  'open', true, false, true, true, '{en,es,ko,zh}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '20 days', 'Sample data', true, true
),
(
  '00000000-0000-4000-8000-000000000017', 'sample-017', 'resource', 'shelter_support',
  'Sample: Blankets and Sleeping Bags – Altadena',
  'New blankets, sleeping bags and pillows for people staying with friends or in their cars.',
  'West Altadena (sample location)', 34.1890, -118.1550,
  null, 'https://example.org/sample/sample-017',
  '{"sun": [{"opens": "10:00", "closes": "18:00"}], "mon": [{"opens": "10:00", "closes": "18:00"}], "tue": [{"opens": "10:00", "closes": "18:00"}], "wed": [{"opens": "10:00", "closes": "18:00"}], "thu": [{"opens": "10:00", "closes": "18:00"}], "fri": [{"opens": "10:00", "closes": "18:00"}], "sat": [{"opens": "10:00", "closes": "18:00"}]}'::jsonb,
  'open', true, false, true, true, '{en,es}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '2 days', 'Sample volunteer team', true, true
),
(
  '00000000-0000-4000-8000-000000000018', 'sample-018', 'resource', 'shelter_support',
  'Sample: Document Replacement Help – Glendale',
  'Help replacing IDs, birth certificates and other papers lost in the fires. No ID needed to get started.',
  'South Glendale (sample location)', 34.1250, -118.2560,
  '(818) 555-0118', null,
  '{"tue": [{"opens": "13:00", "closes": "19:00"}], "thu": [{"opens": "13:00", "closes": "19:00"}]}'::jsonb,
  'open', true, false, true, true, '{en,hy,es}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '11 days', 'Sample site coordinator (phone call)', true, true
),
(
  '00000000-0000-4000-8000-000000000019', 'sample-019', 'resource', 'medical_health',
  'Sample: N95 Mask Distribution – Altadena',
  'Free N95 masks, gloves and safety glasses for people returning to check on their property. Ask staff how to fit a mask properly.',
  'East Altadena (sample location)', 34.1900, -118.1150,
  null, 'https://example.org/sample/sample-019',
  '{"sun": [{"opens": "08:00", "closes": "18:00"}], "mon": [{"opens": "08:00", "closes": "18:00"}], "tue": [{"opens": "08:00", "closes": "18:00"}], "wed": [{"opens": "08:00", "closes": "18:00"}], "thu": [{"opens": "08:00", "closes": "18:00"}], "fri": [{"opens": "08:00", "closes": "18:00"}], "sat": [{"opens": "08:00", "closes": "18:00"}]}'::jsonb,
  'open', true, false, true, true, '{en,es}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '3 hours', 'Sample volunteer (site visit)', true, true
),
(
  '00000000-0000-4000-8000-000000000020', 'sample-020', 'resource', 'medical_health',
  'Sample: Pharmacy Refill Help – Pasadena',
  'Help contacting your pharmacy and insurer for emergency refills of lost medicines. No medicines are handed out here.',
  'Near Colorado Blvd, Pasadena (sample location)', 34.1458, -118.1220,
  '(626) 555-0120', null,
  '{"mon": [{"opens": "09:00", "closes": "17:00"}], "tue": [{"opens": "09:00", "closes": "17:00"}], "wed": [{"opens": "09:00", "closes": "17:00"}], "thu": [{"opens": "09:00", "closes": "17:00"}], "fri": [{"opens": "09:00", "closes": "17:00"}]}'::jsonb,
  'open', false, false, true, true, '{en,es,zh}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '6 days', 'Sample site coordinator (phone call)', true, true
),
(
  '00000000-0000-4000-8000-000000000021', 'sample-021', 'resource', 'medical_health',
  'Sample: First Aid Station – Pacific Palisades',
  'Basic first aid, eye rinsing and blood pressure checks. Temporarily closed while the area is restricted.',
  'Northern Pacific Palisades (sample location)', 34.0560, -118.5250,
  '(310) 555-0121', 'https://example.org/sample/sample-021',
  '{"sun": [{"opens": "07:00", "closes": "19:00"}], "mon": [{"opens": "07:00", "closes": "19:00"}], "tue": [{"opens": "07:00", "closes": "19:00"}], "wed": [{"opens": "07:00", "closes": "19:00"}], "thu": [{"opens": "07:00", "closes": "19:00"}], "fri": [{"opens": "07:00", "closes": "19:00"}], "sat": [{"opens": "07:00", "closes": "19:00"}]}'::jsonb,
  'temporarily_closed', true, false, true, true, '{en,es}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '8 days', 'Sample data', true, true
),
(
  '00000000-0000-4000-8000-000000000022', 'sample-022', 'resource', 'medical_health',
  'Sample: Counseling and Emotional Support – Santa Monica',
  'Free, confidential talks with trained counselors for adults and children. Drop in during morning or evening hours.',
  'Mid-City Santa Monica (sample location)', 34.0262, -118.4822,
  '(310) 555-0122', null,
  '{"mon": [{"opens": "10:00", "closes": "13:00"}, {"opens": "16:00", "closes": "20:00"}], "tue": [{"opens": "10:00", "closes": "13:00"}, {"opens": "16:00", "closes": "20:00"}], "wed": [{"opens": "10:00", "closes": "13:00"}, {"opens": "16:00", "closes": "20:00"}], "thu": [{"opens": "10:00", "closes": "13:00"}, {"opens": "16:00", "closes": "20:00"}], "fri": [{"opens": "10:00", "closes": "13:00"}, {"opens": "16:00", "closes": "20:00"}], "sat": [{"opens": "10:00", "closes": "13:00"}, {"opens": "16:00", "closes": "20:00"}]}'::jsonb,
  'open', true, false, true, true, '{en,es,ko}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '4 days', 'Sample volunteer team', true, true
),
(
  '00000000-0000-4000-8000-000000000023', 'sample-023', 'resource', 'medical_health',
  'Sample: Smoke Exposure Health Advice – Malibu',
  'Nurses answered questions about smoke, ash clean-up and breathing problems. This site has closed.',
  'Malibu Knolls area, Malibu (sample location)', 34.0405, -118.7060,
  '(310) 555-0123', 'https://example.org/sample/sample-023',
  '{"mon": [{"opens": "09:00", "closes": "17:00"}], "tue": [{"opens": "09:00", "closes": "17:00"}], "wed": [{"opens": "09:00", "closes": "17:00"}], "thu": [{"opens": "09:00", "closes": "17:00"}], "fri": [{"opens": "09:00", "closes": "17:00"}]}'::jsonb,
  'closed', true, false, true, true, '{en}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '25 days', 'Sample data', true, true
),
(
  '00000000-0000-4000-8000-000000000024', 'sample-024', 'resource', 'medical_health',
  'Sample: Walk-in Health Checks – Arcadia',
  'Low-cost health checks, wound care and referrals; fees on a sliding scale and waived for evacuees who ask.',
  'North Arcadia (sample location)', 34.1600, -118.0420,
  null, null,
  '{"mon": [{"opens": "08:00", "closes": "12:00"}, {"opens": "13:00", "closes": "17:00"}], "tue": [{"opens": "08:00", "closes": "12:00"}, {"opens": "13:00", "closes": "17:00"}], "wed": [{"opens": "08:00", "closes": "12:00"}, {"opens": "13:00", "closes": "17:00"}], "thu": [{"opens": "08:00", "closes": "12:00"}, {"opens": "13:00", "closes": "17:00"}], "fri": [{"opens": "08:00", "closes": "12:00"}, {"opens": "13:00", "closes": "17:00"}]}'::jsonb,
  'open', false, false, true, false, '{en,zh}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '10 days', 'Sample site coordinator (phone call)', true, true
),
(
  '00000000-0000-4000-8000-000000000025', 'sample-025', 'resource', 'animal_support',
  'Sample: Lost and Found Pet Help Desk – Altadena',
  'Report a lost pet or look through photos of animals found after the fire. Bring a photo of your pet if you have one.',
  'North Altadena (sample location)', 34.1985, -118.1370,
  '(626) 555-0125', 'https://example.org/sample/sample-025',
  '{"sun": [{"opens": "09:00", "closes": "17:00"}], "mon": [{"opens": "09:00", "closes": "17:00"}], "tue": [{"opens": "09:00", "closes": "17:00"}], "wed": [{"opens": "09:00", "closes": "17:00"}], "thu": [{"opens": "09:00", "closes": "17:00"}], "fri": [{"opens": "09:00", "closes": "17:00"}], "sat": [{"opens": "09:00", "closes": "17:00"}]}'::jsonb,
  'open', true, true, true, true, '{en,es}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '1 day', 'Sample volunteer team', true, true
),
(
  '00000000-0000-4000-8000-000000000026', 'sample-026', 'resource', 'animal_support',
  'Sample: Free Veterinary Checkups – Pasadena',
  'Weekend checkups for pets affected by smoke or burns, plus free microchipping. Keep dogs leashed and cats in carriers.',
  'East Pasadena (sample location)', 34.1490, -118.0930,
  '(626) 555-0126', null,
  '{"sat": [{"opens": "09:00", "closes": "15:00"}], "sun": [{"opens": "09:00", "closes": "15:00"}]}'::jsonb,
  'open', true, true, true, true, '{en,es}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '7 days', 'Sample site coordinator (phone call)', true, true
),
(
  '00000000-0000-4000-8000-000000000027', 'sample-027', 'resource', 'animal_support',
  'Sample: Pet Supply Pickup – Burbank',
  'Free pet food, bowls, crates and litter for families caring for pets away from home.',
  'Near the Media District, Burbank (sample location)', 34.1540, -118.3320,
  null, 'https://example.org/sample/sample-027',
  '{"mon": [{"opens": "12:00", "closes": "19:00"}], "tue": [{"opens": "12:00", "closes": "19:00"}], "wed": [{"opens": "12:00", "closes": "19:00"}], "thu": [{"opens": "12:00", "closes": "19:00"}], "fri": [{"opens": "12:00", "closes": "19:00"}]}'::jsonb,
  'open', true, true, true, true, '{en,hy,es}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '18 days', 'Sample data', true, true
),
(
  '00000000-0000-4000-8000-000000000028', 'sample-028', 'resource', 'animal_support',
  'Sample: Horse Feed and Hay Pickup – Malibu',
  'Hay, feed and water buckets for horses and other large animals. Bring a truck or trailer for bales.',
  'Malibu Canyon area (sample location)', 34.0425, -118.6870,
  '(310) 555-0128', null,
  '{"sun": [{"opens": "07:00", "closes": "11:00"}], "mon": [{"opens": "07:00", "closes": "11:00"}], "tue": [{"opens": "07:00", "closes": "11:00"}], "wed": [{"opens": "07:00", "closes": "11:00"}], "thu": [{"opens": "07:00", "closes": "11:00"}], "fri": [{"opens": "07:00", "closes": "11:00"}], "sat": [{"opens": "07:00", "closes": "11:00"}]}'::jsonb,
  'open', true, true, false, true, '{en,es}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '2 days', 'Sample site coordinator (phone call)', true, true
);

-- Shelters
insert into public.places (
  id, external_id, kind, category,
  name,
  description,
  address, latitude, longitude,
  phone, website,
  hours,
  status, no_id_required, pets_allowed, wheelchair_accessible, free_of_charge, languages,
  items_needed, shifts, signup_url,
  last_verified_at, verified_by, is_sample, published
) values
(
  '00000000-0000-4000-8000-000000000029', 'sample-029', 'shelter', 'shelter_support',
  'Sample: Evacuation Shelter – Arcadia',
  'Cots, meals and showers for evacuees. Currently full; call to ask about openings or other shelters nearby.',
  'Central Arcadia (sample location)', 34.1360, -118.0300,
  null, 'https://example.org/sample/sample-029',
  '{"sun": [{"opens": "00:00", "closes": "24:00"}], "mon": [{"opens": "00:00", "closes": "24:00"}], "tue": [{"opens": "00:00", "closes": "24:00"}], "wed": [{"opens": "00:00", "closes": "24:00"}], "thu": [{"opens": "00:00", "closes": "24:00"}], "fri": [{"opens": "00:00", "closes": "24:00"}], "sat": [{"opens": "00:00", "closes": "24:00"}]}'::jsonb,
  'full', true, false, true, true, '{en,zh,es}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '3 hours', 'Sample site coordinator (phone call)', true, true
),
(
  '00000000-0000-4000-8000-000000000030', 'sample-030', 'shelter', 'shelter_support',
  'Sample: Family Shelter – Glendale',
  'Private family areas, meals three times a day and a quiet room for children.',
  'Central Glendale (sample location)', 34.1470, -118.2500,
  '(818) 555-0130', null,
  '{"sun": [{"opens": "00:00", "closes": "24:00"}], "mon": [{"opens": "00:00", "closes": "24:00"}], "tue": [{"opens": "00:00", "closes": "24:00"}], "wed": [{"opens": "00:00", "closes": "24:00"}], "thu": [{"opens": "00:00", "closes": "24:00"}], "fri": [{"opens": "00:00", "closes": "24:00"}], "sat": [{"opens": "00:00", "closes": "24:00"}]}'::jsonb,
  'open', true, false, true, true, '{en,hy,es}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '1 day', 'Sample volunteer team', true, true
),
(
  '00000000-0000-4000-8000-000000000031', 'sample-031', 'shelter', 'shelter_support',
  'Sample: Evacuation Shelter – Westwood',
  'Cots, blankets and hot meals; pets stay in crates in a separate room. Full at the moment.',
  'North Village area, Westwood (sample location)', 34.0680, -118.4480,
  '(310) 555-0131', 'https://example.org/sample/sample-031',
  '{"sun": [{"opens": "00:00", "closes": "24:00"}], "mon": [{"opens": "00:00", "closes": "24:00"}], "tue": [{"opens": "00:00", "closes": "24:00"}], "wed": [{"opens": "00:00", "closes": "24:00"}], "thu": [{"opens": "00:00", "closes": "24:00"}], "fri": [{"opens": "00:00", "closes": "24:00"}], "sat": [{"opens": "00:00", "closes": "24:00"}]}'::jsonb,
  'full', true, true, true, true, '{en,es,ko}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '4 hours', 'Sample site coordinator (phone call)', true, true
),
(
  '00000000-0000-4000-8000-000000000032', 'sample-032', 'shelter', 'shelter_support',
  'Sample: Emergency Shelter – Santa Monica',
  'Overnight and daytime shelter with meals, showers and phone charging.',
  'South of downtown, Santa Monica (sample location)', 34.0125, -118.4855,
  '(310) 555-0132', null,
  '{"sun": [{"opens": "00:00", "closes": "24:00"}], "mon": [{"opens": "00:00", "closes": "24:00"}], "tue": [{"opens": "00:00", "closes": "24:00"}], "wed": [{"opens": "00:00", "closes": "24:00"}], "thu": [{"opens": "00:00", "closes": "24:00"}], "fri": [{"opens": "00:00", "closes": "24:00"}], "sat": [{"opens": "00:00", "closes": "24:00"}]}'::jsonb,
  'open', true, false, true, true, '{en,es}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '2 days', 'Sample volunteer (site visit)', true, true
),
(
  '00000000-0000-4000-8000-000000000033', 'sample-033', 'shelter', 'shelter_support',
  'Sample: Evacuation Shelter – Burbank',
  'Shelter with cots, meals and a nurse on site. Full for now; staff can refer you to another shelter.',
  'West Burbank (sample location)', 34.1900, -118.3360,
  '(818) 555-0133', 'https://example.org/sample/sample-033',
  '{"sun": [{"opens": "00:00", "closes": "24:00"}], "mon": [{"opens": "00:00", "closes": "24:00"}], "tue": [{"opens": "00:00", "closes": "24:00"}], "wed": [{"opens": "00:00", "closes": "24:00"}], "thu": [{"opens": "00:00", "closes": "24:00"}], "fri": [{"opens": "00:00", "closes": "24:00"}], "sat": [{"opens": "00:00", "closes": "24:00"}]}'::jsonb,
  'full', true, false, true, true, '{en,hy,es}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '1 day', 'Sample site coordinator (phone call)', true, true
),
(
  '00000000-0000-4000-8000-000000000034', 'sample-034', 'shelter', 'shelter_support',
  'Sample: Overnight Shelter – Culver City',
  'Evening check-in for a cot, dinner and breakfast. Doors open at 6 pm and close at 8 am.',
  'West Culver City (sample location)', 34.0080, -118.4120,
  null, null,
  '{"sun": [{"opens": "18:00", "closes": "08:00"}], "mon": [{"opens": "18:00", "closes": "08:00"}], "tue": [{"opens": "18:00", "closes": "08:00"}], "wed": [{"opens": "18:00", "closes": "08:00"}], "thu": [{"opens": "18:00", "closes": "08:00"}], "fri": [{"opens": "18:00", "closes": "08:00"}], "sat": [{"opens": "18:00", "closes": "08:00"}]}'::jsonb,
  'open', true, false, true, true, '{en,es}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '5 days', 'Sample volunteer team', true, true
),
(
  '00000000-0000-4000-8000-000000000035', 'sample-035', 'shelter', 'shelter_support',
  'Sample: Family Evacuation Shelter – East Pasadena',
  'Shelter for families with children, with cribs, baby supplies and a play area.',
  'East Pasadena (sample location)', 34.1520, -118.0990,
  '(626) 555-0135', 'https://example.org/sample/sample-035',
  '{"sun": [{"opens": "00:00", "closes": "24:00"}], "mon": [{"opens": "00:00", "closes": "24:00"}], "tue": [{"opens": "00:00", "closes": "24:00"}], "wed": [{"opens": "00:00", "closes": "24:00"}], "thu": [{"opens": "00:00", "closes": "24:00"}], "fri": [{"opens": "00:00", "closes": "24:00"}], "sat": [{"opens": "00:00", "closes": "24:00"}]}'::jsonb,
  'open', true, false, true, true, '{en,es,tl}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '22 days', 'Sample data', true, true
),
(
  '00000000-0000-4000-8000-000000000036', 'sample-036', 'shelter', 'shelter_support',
  'Sample: Seniors'' Shelter – Arcadia',
  'Quiet shelter for older adults, with beds instead of cots and help with daily care.',
  'South Arcadia (sample location)', 34.1150, -118.0380,
  '(626) 555-0136', null,
  '{"sun": [{"opens": "00:00", "closes": "24:00"}], "mon": [{"opens": "00:00", "closes": "24:00"}], "tue": [{"opens": "00:00", "closes": "24:00"}], "wed": [{"opens": "00:00", "closes": "24:00"}], "thu": [{"opens": "00:00", "closes": "24:00"}], "fri": [{"opens": "00:00", "closes": "24:00"}], "sat": [{"opens": "00:00", "closes": "24:00"}]}'::jsonb,
  'open', false, false, true, true, '{en,zh,ko}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '6 days', 'Sample site coordinator (phone call)', true, true
),
(
  '00000000-0000-4000-8000-000000000037', 'sample-037', 'shelter', 'shelter_support',
  'Sample: Temporary Shelter – Malibu',
  'Temporary shelter for Malibu residents. Closed; guests have moved to shelters in Santa Monica and Westwood.',
  'Central Malibu (sample location)', 34.0395, -118.7200,
  null, 'https://example.org/sample/sample-037',
  '{"sun": [{"opens": "00:00", "closes": "24:00"}], "mon": [{"opens": "00:00", "closes": "24:00"}], "tue": [{"opens": "00:00", "closes": "24:00"}], "wed": [{"opens": "00:00", "closes": "24:00"}], "thu": [{"opens": "00:00", "closes": "24:00"}], "fri": [{"opens": "00:00", "closes": "24:00"}], "sat": [{"opens": "00:00", "closes": "24:00"}]}'::jsonb,
  'closed', true, false, true, true, '{en}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '28 days', 'Sample data', true, true
),
(
  '00000000-0000-4000-8000-000000000038', 'sample-038', 'shelter', 'animal_support',
  'Sample: Animal Evacuation Shelter – Pasadena',
  'Temporary care for evacuated dogs, cats, rabbits and birds while owners find housing. Bring vaccination records if you have them.',
  'Southern Pasadena (sample location)', 34.1290, -118.1480,
  '(626) 555-0138', null,
  '{"sun": [{"opens": "00:00", "closes": "24:00"}], "mon": [{"opens": "00:00", "closes": "24:00"}], "tue": [{"opens": "00:00", "closes": "24:00"}], "wed": [{"opens": "00:00", "closes": "24:00"}], "thu": [{"opens": "00:00", "closes": "24:00"}], "fri": [{"opens": "00:00", "closes": "24:00"}], "sat": [{"opens": "00:00", "closes": "24:00"}]}'::jsonb,
  'open', true, true, true, true, '{en,es}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '1 day', 'Sample site coordinator (phone call)', true, true
),
(
  '00000000-0000-4000-8000-000000000039', 'sample-039', 'shelter', 'animal_support',
  'Sample: Large Animal Evacuation Shelter – Burbank',
  'Stalls and pens for horses, goats and other large animals. Currently full; call before bringing animals.',
  'Rancho area, Burbank (sample location)', 34.1590, -118.3180,
  null, 'https://example.org/sample/sample-039',
  '{"sun": [{"opens": "00:00", "closes": "24:00"}], "mon": [{"opens": "00:00", "closes": "24:00"}], "tue": [{"opens": "00:00", "closes": "24:00"}], "wed": [{"opens": "00:00", "closes": "24:00"}], "thu": [{"opens": "00:00", "closes": "24:00"}], "fri": [{"opens": "00:00", "closes": "24:00"}], "sat": [{"opens": "00:00", "closes": "24:00"}]}'::jsonb,
  'full', true, true, false, true, '{en,es}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '2 days', 'Sample site coordinator (phone call)', true, true
),
(
  '00000000-0000-4000-8000-000000000040', 'sample-040', 'shelter', 'animal_support',
  'Sample: Pet Evacuation Shelter – Culver City',
  'Crates, food and daily walks for evacuated pets. Owners can visit every day.',
  'East Culver City (sample location)', 34.0250, -118.3800,
  '(310) 555-0140', null,
  '{"sun": [{"opens": "00:00", "closes": "24:00"}], "mon": [{"opens": "00:00", "closes": "24:00"}], "tue": [{"opens": "00:00", "closes": "24:00"}], "wed": [{"opens": "00:00", "closes": "24:00"}], "thu": [{"opens": "00:00", "closes": "24:00"}], "fri": [{"opens": "00:00", "closes": "24:00"}], "sat": [{"opens": "00:00", "closes": "24:00"}]}'::jsonb,
  'open', true, true, true, true, '{en,es}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '9 days', 'Sample volunteer team', true, true
),
(
  '00000000-0000-4000-8000-000000000041', 'sample-041', 'shelter', 'medical_health',
  'Sample: Medical Respite Shelter – Glendale',
  'Shelter for evacuees who need rest after a hospital stay or help with medical equipment. Nurses on site day and night.',
  'West Glendale (sample location)', 34.1500, -118.2750,
  '(818) 555-0141', 'https://example.org/sample/sample-041',
  '{"sun": [{"opens": "00:00", "closes": "24:00"}], "mon": [{"opens": "00:00", "closes": "24:00"}], "tue": [{"opens": "00:00", "closes": "24:00"}], "wed": [{"opens": "00:00", "closes": "24:00"}], "thu": [{"opens": "00:00", "closes": "24:00"}], "fri": [{"opens": "00:00", "closes": "24:00"}], "sat": [{"opens": "00:00", "closes": "24:00"}]}'::jsonb,
  'open', false, false, true, true, '{en,hy}',
  '[]'::jsonb, '[]'::jsonb, null,
  now() - interval '3 days', 'Sample site coordinator (phone call)', true, true
);

-- Donation needs
insert into public.places (
  id, external_id, kind, category,
  name,
  description,
  address, latitude, longitude,
  phone, website,
  hours,
  status, no_id_required, pets_allowed, wheelchair_accessible, free_of_charge, languages,
  items_needed, shifts, signup_url,
  last_verified_at, verified_by, is_sample, published
) values
(
  '00000000-0000-4000-8000-000000000042', 'sample-042', 'donation_need', 'essentials',
  'Sample: Food Drive Collection – Burbank',
  'Collecting shelf-stable food for shelters and pantries. Please check dates; nothing expired.',
  'East Burbank (sample location)', 34.1750, -118.2950,
  '(818) 555-0142', null,
  '{"sun": [{"opens": "08:00", "closes": "20:00"}], "mon": [{"opens": "08:00", "closes": "20:00"}], "tue": [{"opens": "08:00", "closes": "20:00"}], "wed": [{"opens": "08:00", "closes": "20:00"}], "thu": [{"opens": "08:00", "closes": "20:00"}], "fri": [{"opens": "08:00", "closes": "20:00"}], "sat": [{"opens": "08:00", "closes": "20:00"}]}'::jsonb,
  'open', true, false, true, true, '{en,hy,es}',
  '[{"item": "Canned beans and vegetables", "urgency": "high"}, {"item": "Peanut butter", "urgency": "medium"}, {"item": "Rice and pasta (sealed)", "urgency": "medium"}, {"item": "Granola bars", "urgency": "low"}]'::jsonb, '[]'::jsonb, null,
  now() - interval '2 days', 'Sample volunteer team', true, true
),
(
  '00000000-0000-4000-8000-000000000043', 'sample-043', 'donation_need', 'essentials',
  'Sample: Hygiene Kit Drop-off – Pasadena',
  'New, unopened hygiene items are packed into kits for shelter guests.',
  'Northwest Pasadena (sample location)', 34.1700, -118.1500,
  '(626) 555-0143', 'https://example.org/sample/sample-043',
  '{"mon": [{"opens": "09:00", "closes": "17:00"}], "tue": [{"opens": "09:00", "closes": "17:00"}], "wed": [{"opens": "09:00", "closes": "17:00"}], "thu": [{"opens": "09:00", "closes": "17:00"}], "fri": [{"opens": "09:00", "closes": "17:00"}]}'::jsonb,
  'open', true, false, true, true, '{en,es}',
  '[{"item": "Unopened toothpaste", "urgency": "high"}, {"item": "Deodorant (new)", "urgency": "medium"}, {"item": "Menstrual pads and tampons", "urgency": "high"}, {"item": "Wet wipes", "urgency": "medium"}, {"item": "Travel-size shampoo", "urgency": "low"}]'::jsonb, '[]'::jsonb, null,
  now() - interval '4 days', 'Sample site coordinator (phone call)', true, true
),
(
  '00000000-0000-4000-8000-000000000044', 'sample-044', 'donation_need', 'essentials',
  'Sample: Baby Supplies Drop-off – Glendale',
  'Baby supplies for families staying in shelters and motels. New and unopened items only.',
  'East Glendale (sample location)', 34.1450, -118.2350,
  null, null,
  '{"mon": [{"opens": "10:00", "closes": "18:00"}], "wed": [{"opens": "10:00", "closes": "18:00"}], "fri": [{"opens": "10:00", "closes": "18:00"}]}'::jsonb,
  'open', true, false, true, true, '{en,hy,es}',
  '[{"item": "Diapers (sizes 1–3)", "urgency": "high"}, {"item": "Baby wipes", "urgency": "high"}, {"item": "Baby food pouches", "urgency": "medium"}, {"item": "Baby bottles (new)", "urgency": "low"}]'::jsonb, '[]'::jsonb, null,
  now() - interval '8 days', 'Sample data', true, true
),
(
  '00000000-0000-4000-8000-000000000045', 'sample-045', 'donation_need', 'essentials',
  'Sample: Bottled Water Collection – Arcadia',
  'Weekend collection of bottled water and electrolyte drinks for recovery crews and shelters.',
  'West Arcadia (sample location)', 34.1340, -118.0550,
  '(626) 555-0145', 'https://example.org/sample/sample-045',
  '{"sat": [{"opens": "09:00", "closes": "13:00"}], "sun": [{"opens": "09:00", "closes": "13:00"}]}'::jsonb,
  'open', true, false, true, true, '{en,zh}',
  '[{"item": "Bottled water (cases)", "urgency": "high"}, {"item": "Electrolyte drinks", "urgency": "medium"}, {"item": "Reusable water bottles (new)", "urgency": "low"}]'::jsonb, '[]'::jsonb, null,
  now() - interval '16 days', 'Sample volunteer team', true, true
),
(
  '00000000-0000-4000-8000-000000000046', 'sample-046', 'donation_need', 'essentials',
  'Sample: Pantry Restock Drop-off – Santa Monica',
  'Restocking a community pantry. Temporarily not accepting donations while storage is full; check back soon.',
  'North of Wilshire, Santa Monica (sample location)', 34.0300, -118.4700,
  '(310) 555-0146', null,
  '{"tue": [{"opens": "10:00", "closes": "16:00"}], "thu": [{"opens": "10:00", "closes": "16:00"}], "sat": [{"opens": "10:00", "closes": "16:00"}]}'::jsonb,
  'temporarily_closed', true, false, true, true, '{en,es}',
  '[{"item": "Shelf-stable milk", "urgency": "medium"}, {"item": "Canned tuna or chicken", "urgency": "medium"}, {"item": "Breakfast cereal", "urgency": "low"}]'::jsonb, '[]'::jsonb, null,
  now() - interval '1 day', 'Sample site coordinator (phone call)', true, true
),
(
  '00000000-0000-4000-8000-000000000047', 'sample-047', 'donation_need', 'shelter_support',
  'Sample: Bedding Collection – Westwood',
  'Collected new bedding for shelters. No longer accepting donations; thank you to everyone who gave.',
  'Near Veteran Ave, Westwood (sample location)', 34.0600, -118.4530,
  null, 'https://example.org/sample/sample-047',
  '{"mon": [{"opens": "09:00", "closes": "17:00"}], "tue": [{"opens": "09:00", "closes": "17:00"}], "wed": [{"opens": "09:00", "closes": "17:00"}], "thu": [{"opens": "09:00", "closes": "17:00"}], "fri": [{"opens": "09:00", "closes": "17:00"}]}'::jsonb,
  'closed', true, false, true, true, '{en,es}',
  '[{"item": "New pillows", "urgency": "low"}, {"item": "New blankets", "urgency": "low"}, {"item": "Air mattresses", "urgency": "low"}]'::jsonb, '[]'::jsonb, null,
  now() - interval '30 days', 'Sample data', true, true
),
(
  '00000000-0000-4000-8000-000000000048', 'sample-048', 'donation_need', 'shelter_support',
  'Sample: Shelter Supplies Drop-off – Pasadena',
  'Supplies to help shelter guests sleep and stay connected. New items only, please.',
  'West Pasadena (sample location)', 34.1450, -118.1650,
  '(626) 555-0148', null,
  '{"sun": [{"opens": "09:00", "closes": "19:00"}], "mon": [{"opens": "09:00", "closes": "19:00"}], "tue": [{"opens": "09:00", "closes": "19:00"}], "wed": [{"opens": "09:00", "closes": "19:00"}], "thu": [{"opens": "09:00", "closes": "19:00"}], "fri": [{"opens": "09:00", "closes": "19:00"}], "sat": [{"opens": "09:00", "closes": "19:00"}]}'::jsonb,
  'open', true, false, true, true, '{en,es}',
  '[{"item": "New towels", "urgency": "high"}, {"item": "Earplugs and sleep masks", "urgency": "medium"}, {"item": "Power strips", "urgency": "medium"}, {"item": "Phone chargers (USB-C and Lightning)", "urgency": "high"}, {"item": "Folding cots", "urgency": "low"}]'::jsonb, '[]'::jsonb, null,
  now() - interval '3 days', 'Sample volunteer team', true, true
),
(
  '00000000-0000-4000-8000-000000000049', 'sample-049', 'donation_need', 'shelter_support',
  'Sample (unpublished draft): Tarps and Storage Bins – Altadena',
  'Draft entry not yet checked: tarps and bins for families salvaging belongings.',
  'South Altadena (sample location)', 34.1810, -118.1290,
  null, 'https://example.org/sample/sample-049',
  '{"mon": [{"opens": "09:00", "closes": "17:00"}], "tue": [{"opens": "09:00", "closes": "17:00"}], "wed": [{"opens": "09:00", "closes": "17:00"}], "thu": [{"opens": "09:00", "closes": "17:00"}], "fri": [{"opens": "09:00", "closes": "17:00"}]}'::jsonb,
  'open', true, false, true, true, '{en}',
  '[{"item": "Heavy-duty tarps", "urgency": "high"}, {"item": "Plastic storage bins with lids", "urgency": "medium"}, {"item": "Work gloves", "urgency": "medium"}, {"item": "Contractor trash bags", "urgency": "low"}]'::jsonb, '[]'::jsonb, null,
  null, null, true, false
),
(
  '00000000-0000-4000-8000-000000000050', 'sample-050', 'donation_need', 'medical_health',
  'Sample: First Aid Supplies Drop-off – Altadena',
  'First-aid and protective supplies for people clearing ash and debris. Unopened items only; no medicines.',
  'Near Lake Ave, Altadena (sample location)', 34.1940, -118.1318,
  '(626) 555-0150', null,
  '{"sun": [{"opens": "08:00", "closes": "16:00"}], "mon": [{"opens": "08:00", "closes": "16:00"}], "tue": [{"opens": "08:00", "closes": "16:00"}], "wed": [{"opens": "08:00", "closes": "16:00"}], "thu": [{"opens": "08:00", "closes": "16:00"}], "fri": [{"opens": "08:00", "closes": "16:00"}], "sat": [{"opens": "08:00", "closes": "16:00"}]}'::jsonb,
  'open', true, false, true, true, '{en,es}',
  '[{"item": "N95 masks", "urgency": "high"}, {"item": "Unopened first-aid kits", "urgency": "high"}, {"item": "Saline eye wash (unopened)", "urgency": "medium"}, {"item": "Adhesive bandages", "urgency": "medium"}, {"item": "Nitrile gloves", "urgency": "low"}]'::jsonb, '[]'::jsonb, null,
  now() - interval '5 days', 'Sample volunteer (site visit)', true, true
),
(
  '00000000-0000-4000-8000-000000000051', 'sample-051', 'donation_need', 'medical_health',
  'Sample: Mask and Eye Care Collection – Pacific Palisades',
  'Masks and eye care for residents returning to burned areas.',
  'Near Sunset Blvd, Pacific Palisades (sample location)', 34.0452, -118.5198,
  '(310) 555-0151', 'https://example.org/sample/sample-051',
  '{"mon": [{"opens": "09:00", "closes": "17:00"}], "tue": [{"opens": "09:00", "closes": "17:00"}], "wed": [{"opens": "09:00", "closes": "17:00"}], "thu": [{"opens": "09:00", "closes": "17:00"}], "fri": [{"opens": "09:00", "closes": "17:00"}]}'::jsonb,
  'open', true, false, true, true, '{en,es}',
  '[{"item": "N95 masks", "urgency": "high"}, {"item": "Saline eye drops (unopened)", "urgency": "medium"}, {"item": "Hand sanitizer", "urgency": "medium"}, {"item": "Lip balm", "urgency": "low"}]'::jsonb, '[]'::jsonb, null,
  now() - interval '14 days', 'Sample site coordinator (phone call)', true, true
),
(
  '00000000-0000-4000-8000-000000000052', 'sample-052', 'donation_need', 'medical_health',
  'Sample: Health Kit Drop-off – Malibu',
  'Building basic health kits for displaced residents. Temporarily closed because of road closures.',
  'Near PCH, western Malibu (sample location)', 34.0380, -118.7350,
  null, null,
  '{"mon": [{"opens": "10:00", "closes": "15:00"}], "wed": [{"opens": "10:00", "closes": "15:00"}], "fri": [{"opens": "10:00", "closes": "15:00"}], "sat": [{"opens": "10:00", "closes": "15:00"}]}'::jsonb,
  'temporarily_closed', true, false, true, true, '{en}',
  '[{"item": "Unopened first-aid kits", "urgency": "high"}, {"item": "New digital thermometers", "urgency": "medium"}, {"item": "New reading glasses", "urgency": "low"}, {"item": "N95 masks", "urgency": "medium"}]'::jsonb, '[]'::jsonb, null,
  null, null, true, true
),
(
  '00000000-0000-4000-8000-000000000053', 'sample-053', 'donation_need', 'animal_support',
  'Sample: Pet Food Collection – Altadena',
  'Food and supplies for pets of displaced families and for rescued animals.',
  'Northwest Altadena (sample location)', 34.1960, -118.1480,
  '(626) 555-0153', 'https://example.org/sample/sample-053',
  '{"sun": [{"opens": "09:00", "closes": "17:00"}], "mon": [{"opens": "09:00", "closes": "17:00"}], "tue": [{"opens": "09:00", "closes": "17:00"}], "wed": [{"opens": "09:00", "closes": "17:00"}], "thu": [{"opens": "09:00", "closes": "17:00"}], "fri": [{"opens": "09:00", "closes": "17:00"}], "sat": [{"opens": "09:00", "closes": "17:00"}]}'::jsonb,
  'open', true, true, true, true, '{en,es}',
  '[{"item": "Dry dog food (unopened)", "urgency": "high"}, {"item": "Cat food (unopened)", "urgency": "high"}, {"item": "Cat litter", "urgency": "medium"}, {"item": "Leashes and collars", "urgency": "low"}]'::jsonb, '[]'::jsonb, null,
  now() - interval '1 day', 'Sample volunteer team', true, true
),
(
  '00000000-0000-4000-8000-000000000054', 'sample-054', 'donation_need', 'animal_support',
  'Sample: Hay and Horse Supplies – Burbank',
  'Supplies for evacuated horses and livestock. Please call before delivering hay.',
  'Rancho area, Burbank (sample location)', 34.1620, -118.3230,
  null, null,
  '{"sun": [{"opens": "07:00", "closes": "12:00"}], "mon": [{"opens": "07:00", "closes": "12:00"}], "tue": [{"opens": "07:00", "closes": "12:00"}], "wed": [{"opens": "07:00", "closes": "12:00"}], "thu": [{"opens": "07:00", "closes": "12:00"}], "fri": [{"opens": "07:00", "closes": "12:00"}], "sat": [{"opens": "07:00", "closes": "12:00"}]}'::jsonb,
  'open', true, true, false, true, '{en,es}',
  '[{"item": "Hay bales", "urgency": "high"}, {"item": "Feed buckets", "urgency": "medium"}, {"item": "Fly masks", "urgency": "low"}, {"item": "Horse blankets (new)", "urgency": "low"}]'::jsonb, '[]'::jsonb, null,
  now() - interval '19 days', 'Sample site coordinator (phone call)', true, true
),
(
  '00000000-0000-4000-8000-000000000055', 'sample-055', 'donation_need', 'animal_support',
  'Sample: Pet Crate and Carrier Drive – Westwood',
  'Crates and carriers so evacuated pets can stay with their families in shelters.',
  'Near Wilshire Blvd, Westwood (sample location)', 34.0590, -118.4410,
  '(310) 555-0155', 'https://example.org/sample/sample-055',
  '{"sat": [{"opens": "10:00", "closes": "16:00"}], "sun": [{"opens": "10:00", "closes": "16:00"}]}'::jsonb,
  'open', true, true, true, true, '{en,ko}',
  '[{"item": "Large dog crates", "urgency": "high"}, {"item": "Cat carriers", "urgency": "high"}, {"item": "Litter boxes", "urgency": "medium"}, {"item": "Puppy pads", "urgency": "low"}]'::jsonb, '[]'::jsonb, null,
  now() - interval '6 days', 'Sample volunteer team', true, true
);

-- Volunteer opportunities
insert into public.places (
  id, external_id, kind, category,
  name,
  description,
  address, latitude, longitude,
  phone, website,
  hours,
  status, no_id_required, pets_allowed, wheelchair_accessible, free_of_charge, languages,
  items_needed, shifts, signup_url,
  last_verified_at, verified_by, is_sample, published
) values
(
  '00000000-0000-4000-8000-000000000056', 'sample-056', 'volunteer_opportunity', 'essentials',
  'Sample: Meal Packing Shift – Pasadena',
  'Pack meals for shelters and delivery drivers. Aprons and gloves provided; ages 14 and up with an adult.',
  'Near Lake Ave, Pasadena (sample location)', 34.1560, -118.1320,
  '(626) 555-0156', null,
  '{"mon": [{"opens": "08:00", "closes": "12:00"}], "wed": [{"opens": "08:00", "closes": "12:00"}], "fri": [{"opens": "08:00", "closes": "12:00"}]}'::jsonb,
  'open', false, false, true, true, '{en,es}',
  '[]'::jsonb, '[{"day": "mon", "starts": "08:00", "ends": "12:00"}, {"day": "wed", "starts": "08:00", "ends": "12:00"}, {"day": "fri", "starts": "08:00", "ends": "12:00"}]'::jsonb, 'https://example.org/sample/sample-056/signup',
  now() - interval '2 days', 'Sample volunteer team', true, true
),
(
  '00000000-0000-4000-8000-000000000057', 'sample-057', 'volunteer_opportunity', 'essentials',
  'Sample: Water Distribution Helpers – Altadena',
  'Hand out water and snacks to residents on weekend mornings. Able to lift 20 lb cases.',
  'Central Altadena (sample location)', 34.1865, -118.1400,
  null, 'https://example.org/sample/sample-057',
  '{"sat": [{"opens": "08:00", "closes": "12:00"}], "sun": [{"opens": "08:00", "closes": "12:00"}]}'::jsonb,
  'open', true, false, true, true, '{en,es}',
  '[]'::jsonb, '[{"day": "sat", "starts": "08:00", "ends": "12:00"}, {"day": "sun", "starts": "08:00", "ends": "12:00"}]'::jsonb, 'https://example.org/sample/sample-057/signup',
  now() - interval '4 days', 'Sample site coordinator (phone call)', true, true
),
(
  '00000000-0000-4000-8000-000000000058', 'sample-058', 'volunteer_opportunity', 'essentials',
  'Sample: Donation Intake Volunteers – Culver City',
  'Greet donors, check that items are new and log what comes in.',
  'Downtown Culver City (sample location)', 34.0235, -118.3930,
  '(310) 555-0158', null,
  '{"tue": [{"opens": "10:00", "closes": "14:00"}], "thu": [{"opens": "10:00", "closes": "14:00"}], "sat": [{"opens": "10:00", "closes": "16:00"}]}'::jsonb,
  'open', false, false, true, true, '{en,es}',
  '[]'::jsonb, '[{"day": "tue", "starts": "10:00", "ends": "14:00"}, {"day": "thu", "starts": "10:00", "ends": "14:00"}, {"day": "sat", "starts": "10:00", "ends": "16:00"}]'::jsonb, 'https://example.org/sample/sample-058/signup',
  now() - interval '10 days', 'Sample data', true, true
),
(
  '00000000-0000-4000-8000-000000000059', 'sample-059', 'volunteer_opportunity', 'shelter_support',
  'Sample: Shelter Night Shift Volunteers – Pasadena',
  'Help overnight shelter staff with check-in, quiet hours and breakfast setup. Training is given on your first shift.',
  'Near the Civic Center, Pasadena (sample location)', 34.1500, -118.1420,
  null, 'https://example.org/sample/sample-059',
  '{"sun": [{"opens": "00:00", "closes": "24:00"}], "mon": [{"opens": "00:00", "closes": "24:00"}], "tue": [{"opens": "00:00", "closes": "24:00"}], "wed": [{"opens": "00:00", "closes": "24:00"}], "thu": [{"opens": "00:00", "closes": "24:00"}], "fri": [{"opens": "00:00", "closes": "24:00"}], "sat": [{"opens": "00:00", "closes": "24:00"}]}'::jsonb,
  'open', false, false, true, true, '{en,es}',
  '[]'::jsonb, '[{"day": "fri", "starts": "22:00", "ends": "06:00"}, {"day": "sat", "starts": "22:00", "ends": "06:00"}]'::jsonb, 'https://example.org/sample/sample-059/signup',
  now() - interval '1 day', 'Sample site coordinator (phone call)', true, true
),
(
  '00000000-0000-4000-8000-000000000060', 'sample-060', 'volunteer_opportunity', 'shelter_support',
  'Sample: Cot Setup and Cleaning Crew – Westwood',
  'Set up cots and clean shared spaces. Paused this week while the shelter reorganizes.',
  'East Westwood (sample location)', 34.0650, -118.4350,
  '(310) 555-0160', null,
  '{"sun": [{"opens": "14:00", "closes": "18:00"}]}'::jsonb,
  'temporarily_closed', false, false, true, true, '{en}',
  '[]'::jsonb, '[{"day": "sun", "starts": "14:00", "ends": "18:00"}]'::jsonb, 'https://example.org/sample/sample-060/signup',
  now() - interval '17 days', 'Sample volunteer team', true, true
),
(
  '00000000-0000-4000-8000-000000000061', 'sample-061', 'volunteer_opportunity', 'shelter_support',
  'Sample: Shelter Welcome Desk – Arcadia',
  'Welcome new arrivals and help them find cots, meals and services. Mandarin or Korean speakers especially welcome.',
  'Central Arcadia (sample location)', 34.1395, -118.0270,
  '(626) 555-0161', 'https://example.org/sample/sample-061',
  '{"mon": [{"opens": "09:00", "closes": "13:00"}], "tue": [{"opens": "09:00", "closes": "13:00"}], "thu": [{"opens": "09:00", "closes": "13:00"}], "fri": [{"opens": "09:00", "closes": "13:00"}]}'::jsonb,
  'open', false, false, true, true, '{en,zh,ko}',
  '[]'::jsonb, '[{"day": "mon", "starts": "09:00", "ends": "13:00"}, {"day": "tue", "starts": "09:00", "ends": "13:00"}, {"day": "thu", "starts": "09:00", "ends": "13:00"}, {"day": "fri", "starts": "09:00", "ends": "13:00"}]'::jsonb, 'https://example.org/sample/sample-061/signup',
  now() - interval '5 days', 'Sample site coordinator (phone call)', true, true
),
(
  '00000000-0000-4000-8000-000000000062', 'sample-062', 'volunteer_opportunity', 'medical_health',
  'Sample: First Aid Volunteers (licensed) – Santa Monica',
  'Licensed nurses, EMTs and paramedics help at a first aid table. Bring your license to your first shift.',
  'Pico neighborhood, Santa Monica (sample location)', 34.0155, -118.4720,
  '(310) 555-0162', null,
  '{"sat": [{"opens": "08:00", "closes": "14:00"}], "sun": [{"opens": "08:00", "closes": "14:00"}]}'::jsonb,
  'open', false, false, true, true, '{en,es,tl}',
  '[]'::jsonb, '[{"day": "sat", "starts": "08:00", "ends": "14:00"}, {"day": "sun", "starts": "08:00", "ends": "14:00"}]'::jsonb, 'https://example.org/sample/sample-062/signup',
  now() - interval '3 days', 'Sample volunteer team', true, true
),
(
  '00000000-0000-4000-8000-000000000063', 'sample-063', 'volunteer_opportunity', 'medical_health',
  'Sample: Wellness Check Phone Bank – Burbank',
  'Call older and disabled evacuees to check how they are doing and connect them with help.',
  'Downtown Burbank (sample location)', 34.1840, -118.3060,
  '(818) 555-0163', 'https://example.org/sample/sample-063',
  '{"tue": [{"opens": "17:00", "closes": "20:00"}], "thu": [{"opens": "17:00", "closes": "20:00"}]}'::jsonb,
  'open', false, false, true, true, '{en,hy,tl}',
  '[]'::jsonb, '[{"day": "tue", "starts": "17:00", "ends": "20:00"}, {"day": "thu", "starts": "17:00", "ends": "20:00"}]'::jsonb, 'https://example.org/sample/sample-063/signup',
  now() - interval '21 days', 'Sample data', true, true
),
(
  '00000000-0000-4000-8000-000000000064', 'sample-064', 'volunteer_opportunity', 'animal_support',
  'Sample: Animal Shelter Dog Walkers – Pasadena',
  'Walk and feed evacuated dogs in the morning. Comfortable with large dogs; ages 16 and up.',
  'Southern Pasadena (sample location)', 34.1320, -118.1420,
  null, null,
  '{"mon": [{"opens": "07:00", "closes": "10:00"}], "wed": [{"opens": "07:00", "closes": "10:00"}], "sat": [{"opens": "07:00", "closes": "10:00"}]}'::jsonb,
  'open', false, true, false, true, '{en,es}',
  '[]'::jsonb, '[{"day": "mon", "starts": "07:00", "ends": "09:00"}, {"day": "wed", "starts": "07:00", "ends": "09:00"}, {"day": "sat", "starts": "07:00", "ends": "10:00"}]'::jsonb, 'https://example.org/sample/sample-064/signup',
  now() - interval '2 days', 'Sample volunteer team', true, true
),
(
  '00000000-0000-4000-8000-000000000065', 'sample-065', 'volunteer_opportunity', 'animal_support',
  'Sample: Horse Evacuation Helpers – Malibu',
  'Experienced horse handlers help load and move horses. Bring boots and gloves.',
  'Western Malibu (sample location)', 34.0375, -118.7600,
  '(310) 555-0165', 'https://example.org/sample/sample-065',
  '{"sat": [{"opens": "06:00", "closes": "12:00"}]}'::jsonb,
  'open', false, true, false, true, '{en,es}',
  '[]'::jsonb, '[{"day": "sat", "starts": "06:00", "ends": "12:00"}]'::jsonb, 'https://example.org/sample/sample-065/signup',
  now() - interval '12 days', 'Sample site coordinator (phone call)', true, true
),
(
  '00000000-0000-4000-8000-000000000066', 'sample-066', 'volunteer_opportunity', 'animal_support',
  'Sample: Pet Supply Sorting – Pacific Palisades',
  'Sort donated pet food and supplies into kits for families. Light lifting.',
  'Southern Pacific Palisades (sample location)', 34.0420, -118.5290,
  null, null,
  '{"sun": [{"opens": "10:00", "closes": "14:00"}]}'::jsonb,
  'open', true, false, true, true, '{en}',
  '[]'::jsonb, '[{"day": "sun", "starts": "10:00", "ends": "14:00"}]'::jsonb, 'https://example.org/sample/sample-066/signup',
  now() - interval '24 days', 'Sample data', true, true
);

-- Phone charging, a yes/no fact (lib/places/amenities.ts): the sample places that say they offer it.
update public.places set phone_charging = true where external_id in ('sample-009', 'sample-032');
