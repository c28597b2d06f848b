using GdUnit4;

/// <summary>
/// Testes GdUnit4 dos personagens: a suíte <see cref="CharacterTypeTests"/>, que verifica se criar um
/// <see cref="DiceRolling.Characters.CharacterType"/> com um papel inicializa seus atributos e suas ações.
/// </summary>
namespace DiceRolling.Tests.Characters;

/// <summary>
/// Suíte de testes GdUnit4 de <see cref="DiceRolling.Characters.CharacterType"/>.
/// </summary>
/// <remarks>
/// Diferente das outras suítes, usa métodos de instância: <see cref="SetUp"/> carrega o
/// <see cref="DiceRolling.Stores.AttributesStore"/> do projeto antes do teste, e o próprio teste monta o papel e o
/// personagem.
/// </remarks>
[TestSuite]
public class CharacterTypeTests
{
    /// <summary>
    /// Preparação (<c>[Before]</c>): carrega o <see cref="DiceRolling.Stores.AttributesStore"/> do projeto, de onde o teste
    /// tira os atributos.
    /// </summary>
    [Before]
    public void SetUp() => throw null;

    /// <summary>Verifica que criar um personagem com um papel inicializa seus atributos e suas ações a partir desse papel.</summary>
    [TestCase]
    public void Constructor_ShouldInitializeAttributesAndActions() => throw null;
}
