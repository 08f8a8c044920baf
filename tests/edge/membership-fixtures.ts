/** Sign-up payloads for the membership black-box tests: each call makes a new, valid, unique applicant. */
import type { RegisterRequest } from '@shared/protocol/membership-api';
import { completeTcKimlik } from '@shared/validation/tc-kimlik';

let serial = 0;

export const applicant = (over: Partial<RegisterRequest> = {}): RegisterRequest => {
  serial += 1;
  const n = `${process.pid % 1000}${serial}`.padStart(6, '0').slice(-6);
  return {
    name: 'Zeynep',
    surname: 'Kaya',
    citizenId: completeTcKimlik(`7${n}12`),
    birthDate: '1990-05-17',
    username: `zeynep_${n}`,
    email: `zeynep.${n}@example.com`,
    mobilePhone: `0(532) ${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5)}0`,
    password: 'Guclu.Sifre1',
    passwordAgain: 'Guclu.Sifre1',
    acceptContract: true,
    acceptKvk: true,
    ...over,
  };
};

/** The 10 national digits of a masked phone. */
export const phoneDigits = (masked: string): string => masked.replace(/[()_\s]/g, '').replace(/^0/, '');
