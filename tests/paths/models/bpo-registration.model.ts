import { bpoRegistration, bpoRegistrationMachine } from '@/machines/partner-registration.machine';
import { registrationModel } from '../registration-model';

export default registrationModel('bpoRegistration', bpoRegistration, bpoRegistrationMachine);
