import { baRegistration, baRegistrationMachine } from '@/machines/partnerRegistration.machine';
import { registrationModel } from '../registration-model';

export default registrationModel('baRegistration', baRegistration, baRegistrationMachine);
