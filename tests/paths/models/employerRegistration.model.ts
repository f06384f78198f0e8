import { employerRegistration, employerRegistrationMachine } from '@/machines/employerRegistration.machine';
import { registrationModel } from '../registration-model';

export default registrationModel('employerRegistration', employerRegistration, employerRegistrationMachine);
