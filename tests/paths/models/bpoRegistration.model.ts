import { bpoRegistration, bpoRegistrationMachine } from '@/machines/partnerRegistration.machine';
import { registrationModel } from '../registration-model';

export default registrationModel('bpoRegistration', bpoRegistration, bpoRegistrationMachine);
