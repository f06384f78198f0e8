import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { usePageTitle } from '@/lib/use-page-title';
import { formFor } from './forms';
import { RegistrationWizard } from './RegistrationWizard';

function NoSuchSignup() {
  usePageTitle(m.reg_unknown_title());
  return (
    <Stack maxW="2xl" mx="auto" px={{ base: 4, md: 6 }} py={{ base: 8, md: 12 }} gap="4">
      <Heading as="h1" size="2xl">
        {m.reg_unknown_title()}
      </Heading>
      <Text>{m.reg_unknown_text()}</Text>
      <Text>
        <Link asChild color="brand.fg" textDecoration="underline">
          <RouterLink to="/signup">{m.reg_unknown_link()}</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}

/** /signup/:userType: the form of that kind of account. */
export default function SignupPage() {
  const { userType } = useParams();
  const form = formFor(userType);
  if (!form) return <NoSuchSignup />;
  // Keyed: moving from one form to another starts the other's own machine.
  return <RegistrationWizard key={form.slug} form={form} />;
}
