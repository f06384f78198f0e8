import { candidateRegistration, candidateRegistrationMachine } from '@/machines/candidate-registration.machine';
import { registrationModel } from '../registration-model';

export default registrationModel('candidateRegistration', candidateRegistration, candidateRegistrationMachine);
