import { saaRegistration, saaRegistrationMachine } from '@/machines/partnerRegistration.machine';
import { registrationModel } from '../registration-model';

export default registrationModel('saaRegistration', saaRegistration, saaRegistrationMachine);
