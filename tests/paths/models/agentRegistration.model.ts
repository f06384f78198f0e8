import { agentRegistration, agentRegistrationMachine } from '@/machines/agentRegistration.machine';
import { registrationModel } from '../registration-model';

export default registrationModel('agentRegistration', agentRegistration, agentRegistrationMachine);
