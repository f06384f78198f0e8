import { employerRegistration, employerRegistrationMachine } from '@/machines/employer-registration.machine';
import { registrationModel } from '../registration-model';

export default registrationModel('employerRegistration', employerRegistration, employerRegistrationMachine);
