import { baRegistration, baRegistrationMachine } from '@/machines/partner-registration.machine';
import { registrationModel } from '../registration-model';

export default registrationModel('baRegistration', baRegistration, baRegistrationMachine);
