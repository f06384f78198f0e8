import { saaRegistration, saaRegistrationMachine } from '@/machines/partner-registration.machine';
import { registrationModel } from '../registration-model';

export default registrationModel('saaRegistration', saaRegistration, saaRegistrationMachine);
